import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import type { MfaRefusal } from './use-admin-me.ts';

/**
 * Staff without two-step verification are refused by the API until they enrol on /perfil; an
 * enrolled account's session opened without the app's code is refused until they sign in again
 * with it (issue 27 item 1).
 */
export function MfaRequired({ kind, onSignOut }: { kind: MfaRefusal; onSignOut: () => void }) {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-3xl border border-border bg-card p-8 text-center shadow-card">
      <ShieldCheck className="size-12 text-accent" aria-hidden="true" />
      {kind === 'session' ? (
        <>
          <h1 className="font-display text-2xl font-bold">Vuelve a entrar con tu código</h1>
          <p className="text-muted-foreground">
            Tu cuenta tiene la verificación en dos pasos, pero esta sesión se abrió sin el código de tu app. Sal y vuelve a entrar
            con tu contraseña y el código para usar el panel de administración.
          </p>
          <Button onClick={onSignOut}>Salir</Button>
        </>
      ) : (
        <>
          <h1 className="font-display text-2xl font-bold">Activa la verificación en dos pasos</h1>
          <p className="text-muted-foreground">
            Para entrar al panel de administración, tu cuenta necesita la verificación en dos pasos. Actívala en tu perfil y
            vuelve a esta página.
          </p>
          <Button asChild>
            <Link to={paths.profile}>Ir a mi perfil</Link>
          </Button>
        </>
      )}
    </section>
  );
}
