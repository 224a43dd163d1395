import { useT } from '@/lib/i18n.tsx';
import { FindBookingForm } from './find-booking-form.tsx';
import { FormPage } from './form-page.tsx';

const NEEDED = [
  'booking.invoicePage.needRfc',
  'booking.invoicePage.needName',
  'booking.invoicePage.needSystem',
  'booking.invoicePage.needUse',
  'booking.invoicePage.needZip',
] as const;

/**
 * `/facturar` (`/en/invoice`), decision 0236: how a paid booking is invoiced, and the reference and
 * e-mail of the booking. As at `/mi-reserva`, the link goes to the booking's own address and the page
 * says the same either way; it opens the voucher's `Factura` section, where the tax data is asked.
 */
export function InvoiceRequestPage() {
  const { t } = useT('booking');
  return (
    <FormPage
      id="facturar-titulo"
      title={t('booking.invoicePage.title')}
      intro={t('booking.invoicePage.intro')}
      form={<FindBookingForm purpose="invoice" />}
    >
      <div className="grid gap-3 text-sm leading-relaxed">
        <h2 className="font-display text-xl font-bold">{t('booking.invoicePage.neededHeading')}</h2>
        <ul className="list-disc space-y-1 ps-5">
          {NEEDED.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
        <p>{t('booking.invoicePage.deadline')}</p>
        <p>{t('booking.invoicePage.foreign')}</p>
        <p>{t('booking.invoicePage.delivery')}</p>
        <p className="text-muted-foreground">{t('booking.invoicePage.language')}</p>
      </div>
    </FormPage>
  );
}
