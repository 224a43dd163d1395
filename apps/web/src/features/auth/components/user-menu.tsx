import { Link, useNavigate } from 'react-router';
import { ChevronDown, LogOut, ShieldCheck, Ticket, UserRound } from 'lucide-react';
import { isStaff } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { AuthUser } from '@/lib/auth-client.ts';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/use-toast.ts';
import { signOut } from '../api/sign-out.ts';
import { FALLBACK_ERROR, useAuthMessages } from '../lib/auth-messages.ts';

/** docs/product.md §2.2: the signed-in menu — greeting by full name or e-mail, 'Ver Perfil', 'Mis reservas', 'Admin' for staff, 'Salir'. */
export function UserMenu({ user, greeting, className }: { user: AuthUser; greeting: string; className?: string }) {
  const navigate = useNavigate();
  const { t, paths, toasts } = useAuthMessages();

  async function handleSignOut() {
    // Home first: a protected page left behind must not greet the signed-out visitor with 'Acceso denegado'.
    await navigate(paths.home);
    try {
      await signOut();
      toast(toasts.signedOut);
    } catch (error) {
      toast(toasts.signOutFailed(authErrorMessage(error, t, FALLBACK_ERROR)));
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={cn('min-w-0 justify-between', className)}>
          <UserRound aria-hidden="true" />
          <span className="max-w-44 truncate">{greeting}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            {t('auth.userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.myBookings}>
            <Ticket aria-hidden="true" />
            {t('auth.userMenu.bookings')}
          </Link>
        </DropdownMenuItem>
        {isStaff(user.role) ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <ShieldCheck aria-hidden="true" />
              {t('auth.userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          {t('auth.userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
