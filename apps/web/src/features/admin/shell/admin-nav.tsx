import { NavLink, useLocation } from 'react-router';
import { Check, ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { adminPaths } from '../admin-paths.ts';
import { usePendingRefunds } from '../desk/refund-queue-api.ts';
import { useAdminMe } from './use-admin-me.ts';

const MAIN_LINKS = [
  { to: adminPaths.bookings, label: 'Reservas' },
  { to: adminPaths.departures, label: 'Salidas' },
  { to: adminPaths.checkIn, label: 'Check-in' },
  { to: adminPaths.travellers, label: 'Hormigas' },
  { to: adminPaths.collaborators, label: 'Colaboradores' },
  { to: adminPaths.providers, label: 'Proveedores' },
  { to: adminPaths.trips, label: 'Viajes' },
  { to: adminPaths.experiences, label: 'Experiencias' },
] as const;

const PROMOTION_LINKS = [
  { to: adminPaths.coupons, label: 'Cupones' },
  { to: adminPaths.giftCards, label: 'Gift Cards' },
  { to: adminPaths.rewards, label: 'Recompensas' },
] as const;

// The current section keeps white on terracotta under the pointer too: the Promociones trigger is
// a ghost Button, whose own hover (cream) would otherwise leave its white text at 1.2:1 (issue 16).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors',
    isActive
      ? 'bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground'
      : 'text-foreground hover:bg-terracotta-50',
  );

/** The admin menu (docs/product.md §11.1); `onNavigate` closes the mobile menu after a choice. */
export function AdminNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const inPromotions = pathname.startsWith(adminPaths.promotions);
  const role = useAdminMe().data?.role;
  // The audit trail is the Administrador's alone (docs/product.md §15.7); reviews are moderated
  // by the Administrador and the Coordinador (§15.6).
  const isAdmin = role === 'Administrador';
  const moderates = isAdmin || role === 'Coordinador';
  return (
    <nav aria-label="Administración" className={className}>
      <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center">
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              // /admin shows the travellers screen too (docs/product.md §2.1).
              className={({ isActive }) =>
                linkClass({
                  // `Salidas en riesgo` has its own link, under /salidas too (decision 0229).
                  isActive:
                    (isActive && !(link.to === adminPaths.departures && pathname.startsWith(adminPaths.atRisk))) ||
                    (link.to === adminPaths.travellers && pathname.replace(/\/$/, '') === adminPaths.root),
                })
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" className={cn(linkClass({ isActive: inPromotions }), 'w-full justify-start lg:w-auto')}>
                Promociones
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {PROMOTION_LINKS.map((link) => (
                // NavLink says aria-current="page" on the open page; the check and the tint show it.
                <DropdownMenuItem
                  key={link.to}
                  asChild
                  className="aria-[current=page]:bg-terracotta-50 aria-[current=page]:font-bold aria-[current=page]:text-terracotta-800"
                >
                  <NavLink to={link.to} onClick={onNavigate}>
                    {link.label}
                    {pathname.startsWith(link.to) ? <Check aria-hidden="true" className="ml-auto" /> : null}
                  </NavLink>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </li>
        {moderates ? <RefundsLink onNavigate={onNavigate} /> : null}
        {/* Minimum to run (docs/decisions/0229): those who may confirm or cancel a departure. */}
        {moderates ? (
          <li>
            <NavLink to={adminPaths.atRisk} onClick={onNavigate} className={linkClass}>
              Salidas en riesgo
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={adminPaths.pendingPayments} onClick={onNavigate} className={linkClass}>
            Pagos pendientes
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.transport} onClick={onNavigate} className={linkClass}>
            Transporte
          </NavLink>
        </li>
        {moderates ? (
          <li>
            <NavLink to={adminPaths.reviews} onClick={onNavigate} className={linkClass}>
              Reseñas
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={adminPaths.reports} onClick={onNavigate} className={linkClass}>
            Reportes
          </NavLink>
        </li>
        {isAdmin ? (
          <li>
            <NavLink to={adminPaths.history} onClick={onNavigate} className={linkClass}>
              Historial
            </NavLink>
          </li>
        ) : null}
        {/* Site-wide settings are the Administrador's alone (docs/decisions/0224). */}
        {isAdmin ? (
          <li>
            <NavLink to={adminPaths.settings} onClick={onNavigate} className={linkClass}>
              Ajustes
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** `Reembolsos pendientes`, with how many wait (decision 0203); for those who refund. */
function RefundsLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = usePendingRefunds().data?.count ?? 0;
  return (
    <li>
      <NavLink to={adminPaths.refunds} onClick={onNavigate} className={linkClass}>
        Reembolsos pendientes
        {count > 0 ? (
          <span className="ml-2 rounded-full bg-destructive px-2 text-xs text-white tabular-nums">{count}</span>
        ) : null}
      </NavLink>
    </li>
  );
}
