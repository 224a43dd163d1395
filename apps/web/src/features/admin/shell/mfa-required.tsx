import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';

/** Staff without two-step verification are refused by the API until they enrol on /perfil. */
export function MfaRequired() {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-3xl border border-border bg-card p-8 text-center shadow-card">
      <ShieldCheck className="size-12 text-accent" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">Activa la verificación en dos pasos</h1>
      <p className="text-muted-foreground">
        Para entrar al panel de administración, tu cuenta necesita la verificación en dos pasos. Actívala en tu perfil y vuelve a
        esta página.
      </p>
      <Button asChild>
        <Link to={paths.profile}>Ir a mi perfil</Link>
      </Button>
    </section>
  );
}
