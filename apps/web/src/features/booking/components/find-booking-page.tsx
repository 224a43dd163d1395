import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { FindBookingForm } from './find-booking-form.tsx';

/**
 * `/mi-reserva` (docs/product.md §6.13): the reference and the e-mail of a booking; when they
 * match, its confirmation link is e-mailed to that address. The page says the same either way.
 */
export function FindBookingPage() {
  const { t } = useT('booking');
  useDocumentTitle(withBrand(t('booking.find.title')));

  return (
    <section aria-labelledby="mi-reserva-titulo" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 id="mi-reserva-titulo" className="font-display text-3xl font-bold sm:text-4xl">
          {t('booking.find.title')}
        </h1>
        <p className="text-muted-foreground">{t('booking.find.intro')}</p>
      </div>
      <Card className="p-5 sm:p-7">
        <FindBookingForm />
      </Card>
    </section>
  );
}
