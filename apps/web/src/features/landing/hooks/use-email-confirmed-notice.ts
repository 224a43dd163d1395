import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_CONFIRMED_PARAM, emailConfirmation } from '@/lib/email-confirmation.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';

/**
 * The e-mail's confirmation link lands on the home page (issue 30: it used to land there silently):
 * 'Correo confirmado', or why the link did not work. Said once, then the flag leaves the address.
 */
export function useEmailConfirmedNotice() {
  const { t } = useT();
  const [search, setSearch] = useSearchParams();
  const outcome = emailConfirmation(search);
  useEffect(() => {
    if (!outcome) return;
    toast(
      outcome === 'confirmed'
        ? { title: t('landing.emailConfirmed.title'), description: t('landing.emailConfirmed.text') }
        : {
            variant: 'destructive',
            title: t('landing.emailConfirmed.failedTitle'),
            description: t('landing.emailConfirmed.failedText'),
          },
    );
    setSearch(
      (current) => {
        current.delete(EMAIL_CONFIRMED_PARAM);
        current.delete('error');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per landing: the flag is gone after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}
