import { Outlet, ScrollRestoration } from 'react-router';
import { PublicHeader } from './public-header.tsx';
import { PublicFooter } from './public-footer.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { WhatsAppButton } from './whatsapp-button.tsx';
import { LanguageSuggestion } from './language-suggestion.tsx';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider.tsx';
import { PendingPaymentCheck } from '@/features/booking';
import { useT } from '@/lib/i18n.tsx';

export function PublicLayout() {
  const { t } = useT();
  return (
    <AuthDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#contenido"
          className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('layout.skipToContent')}
        </a>
        {/* Early in the reading order, though it floats at the bottom: only in the browser, when it applies. */}
        <LanguageSuggestion />
        <NavigationProgress />
        <PublicHeader />
        <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
          <PendingPaymentCheck />
          <Outlet />
        </main>
        <PublicFooter />
        <WhatsAppButton />
        {/* Top of the page on navigation, back to the old position on "back", and #hash targets. */}
        <ScrollRestoration />
      </div>
    </AuthDialogProvider>
  );
}
