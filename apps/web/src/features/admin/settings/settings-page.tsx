import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { FiscalSection } from './fiscal-section.tsx';
import { PayLaterSection } from './pay-later-section.tsx';
import { WaitlistSection } from './waitlist-section.tsx';

const TITLE = 'Ajustes';

/**
 * `/admin/ajustes` (issue 31, docs/decisions/0224-ajustes-screen-for-staff-settings.md): what the
 * Administrador sets for the whole site, one section each, each saved on its own. The operator's
 * fiscal data for its invoices (decision 0226) follows. Administrador only, as the server says; the
 * waitlist's hold hours (decision 0235) are shown to every staff role, changed by the Administrador.
 */
export default function SettingsPage() {
  useDocumentTitle(withBrand(TITLE));
  const me = useAdminMe();
  const isAdmin = me.data?.role === 'Administrador';
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Lo que el Administrador decide para todo el sitio. Cada sección se guarda por separado.
        </p>
      </div>
      {me.data && !isAdmin ? (
        <p role="alert" className="font-medium text-destructive">
          Solo un Administrador puede cambiar los ajustes.
        </p>
      ) : null}
      {isAdmin ? <PayLaterSection /> : null}
      {isAdmin ? <FiscalSection /> : null}
      {/* Read by every staff role, changed by the Administrador (decision 0235). */}
      {me.data ? <WaitlistSection canEdit={isAdmin} /> : null}
    </div>
  );
}
