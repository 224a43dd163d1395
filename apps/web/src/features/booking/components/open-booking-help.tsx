import { useId } from 'react';
import { KeyRound } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { FindBookingForm } from './find-booking-form.tsx';

/**
 * A voucher the server does not show to this visitor — no link, a broken one, another account
 * (docs/product.md §6.11): rather than the not-found page, how a booking opens and `Encuentra tu
 * reserva` with its reference already written (issue 30). It says nothing about the booking: the
 * reference is only what the address already holds.
 */
export function OpenBookingHelp({ reference }: { reference: string }) {
  const { t } = useT('booking');
  const finderId = useId();
  return (
    <section aria-labelledby="abrir-reserva-titulo" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-3">
        <h1 id="abrir-reserva-titulo" className="font-display text-3xl font-bold break-words sm:text-4xl">
          {t('booking.access.title', { reference })}
        </h1>
        <p className="flex gap-2 leading-relaxed">
          <KeyRound aria-hidden="true" className="mt-1 size-4 shrink-0 text-jade-700" />
          <span>{t('booking.access.intro')}</span>
        </p>
        <p className="leading-relaxed text-muted-foreground">{t('booking.access.account')}</p>
      </div>
      <Card role="region" aria-labelledby={finderId} className="grid gap-4 p-5 sm:p-7">
        <div className="grid gap-1">
          <h2 id={finderId} className="font-display text-2xl font-bold">
            {t('booking.find.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('booking.access.lostLink')}</p>
        </div>
        <FindBookingForm defaultReference={reference} />
      </Card>
    </section>
  );
}
