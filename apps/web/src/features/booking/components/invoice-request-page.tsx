import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { FindBookingForm } from './find-booking-form.tsx';

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
  useDocumentTitle(withBrand(t('booking.invoicePage.title')));

  return (
    <section aria-labelledby="facturar-titulo" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 id="facturar-titulo" className="font-display text-3xl font-bold sm:text-4xl">
          {t('booking.invoicePage.title')}
        </h1>
        <p className="text-muted-foreground">{t('booking.invoicePage.intro')}</p>
      </div>
      <Card className="p-5 sm:p-7">
        <FindBookingForm purpose="invoice" />
      </Card>
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
    </section>
  );
}
