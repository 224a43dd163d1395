import { useT } from '@/lib/i18n.tsx';
import { FindBookingForm } from './find-booking-form.tsx';
import { FormPage } from './form-page.tsx';

/**
 * `/mi-reserva` (docs/product.md §6.13): the reference and the e-mail of a booking; when they
 * match, its confirmation link is e-mailed to that address. The page says the same either way.
 */
export function FindBookingPage() {
  const { t } = useT('booking');
  return (
    <FormPage id="mi-reserva-titulo" title={t('booking.find.title')} intro={t('booking.find.intro')} form={<FindBookingForm />} />
  );
}
