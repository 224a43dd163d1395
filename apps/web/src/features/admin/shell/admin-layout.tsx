import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Home, LogOut, Menu, X } from 'lucide-react';
import { paths } from '@hv/shared';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { authClient } from '@/lib/auth-client.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import { AdminNav } from './admin-nav.tsx';
import { MfaRequired } from './mfa-required.tsx';
import { useStaffApp } from './staff-app.ts';
import { mfaRefusal, useAdminMe, welcomeName } from './use-admin-me.ts';

/** The admin shell (docs/product.md §11.1): its own header and menu (the public header is not shown here). */
export default function AdminLayout() {
  const me = useAdminMe();
  useStaffApp();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const refusal = mfaRefusal(me.error);

  async function signOut() {
    const { error } = await authClient.signOut();
    if (error) {
      toast({ variant: 'destructive', title: 'Falló el cierre de sesión', description: error.message || 'Algo salió mal' });
      return;
    }
    // Leave the guarded area before the session state changes, so the guard does not object.
    await navigate(paths.home);
    toast({ title: 'Has cerrado sesión correctamente.' });
    await refresh();
  }

  return (
    <div className="min-h-dvh bg-background">
      <header data-print="hide" className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <BrandLogo nameClassName="max-sm:sr-only" />
          <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground sm:text-base">
            {me.data ? (
              <>
                Bienvenido, <span className="font-semibold text-foreground">{welcomeName(me.data)}</span>
              </>
            ) : null}
          </p>
          <div className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="outline" size="sm" className="max-sm:hidden">
              <Link to={paths.home}>
                <Home aria-hidden="true" />
                Ir a Inicio
              </Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void signOut()} className="max-sm:hidden">
              <LogOut aria-hidden="true" />
              Salir
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <div id="admin-menu" className={`mx-auto max-w-7xl px-4 pb-2 sm:px-6 ${menuOpen ? 'block' : 'max-lg:hidden'}`}>
          <AdminNav onNavigate={() => setMenuOpen(false)} />
          <div className="flex gap-2 border-t border-border pt-2 sm:hidden">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.home}>
                <Home aria-hidden="true" />
                Ir a Inicio
              </Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Salir
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {me.isPending ? (
          <LoadingState message="Cargando..." />
        ) : refusal ? (
          <MfaRequired kind={refusal} onSignOut={() => void signOut()} />
        ) : me.error ? (
          <p role="alert" className="text-center text-destructive">
            {me.error.message}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
