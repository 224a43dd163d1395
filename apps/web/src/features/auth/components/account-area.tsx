import { lazy, Suspense } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useAuthDialog } from './auth-dialog-context.ts';
import { SeedsBadge } from './seeds-badge.tsx';

// The menu (and its positioning library) is downloaded only by people who are signed in.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

/**
 * The header's account corner (docs/product.md §2.2). Signed out: 'Entrar / Crear cuenta' opens the auth
 * dialog. Signed in: the seeds badge (travellers only) and the account menu. `className`
 * lands on the outer element, so the header can show or hide it per breakpoint.
 */
export function AccountArea({ className }: { className?: string }) {
  const { user, isLoading } = useAuth();
  const authDialog = useAuthDialog();
  const { t } = useT();

  if (!user) {
    return (
      <Button
        variant="primary"
        // Until the session is known the button keeps its place unseen: a signed-in traveller never sees it flash.
        className={cn(className, isLoading && 'invisible')}
        aria-hidden={isLoading || undefined}
        onClick={() => authDialog.open()}
      >
        <UserRound aria-hidden="true" />
        {t('auth.account.signIn')}
      </Button>
    );
  }

  const greeting = t('auth.account.greeting', { name: user.fullName || user.email });
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {user.role === 'Viajero' ? <SeedsBadge seeds={user.seeds} /> : null}
      <Suspense
        fallback={
          // Same look while the menu's code arrives (a few milliseconds), so nothing jumps.
          <Button variant="outline" className="min-w-0 flex-1 justify-between lg:flex-none" disabled>
            <UserRound aria-hidden="true" />
            <span className="max-w-44 truncate">{greeting}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        }
      >
        <UserMenu user={user} greeting={greeting} className="flex-1 lg:flex-none" />
      </Suspense>
    </div>
  );
}
