import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { lazySchemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { findBooking } from '../api/booking-confirmation.ts';
import { useSaid } from '@/lib/shared-sentences.ts';

interface FindValues {
  reference: string;
  email: string;
}

const resolver = lazySchemaResolver<FindValues>(async () => (await import('../lib/find-booking-schema.ts')).findBookingSchema);

/**
 * The find-my-booking form (docs/product.md §6.13): the reference and the e-mail of a booking; when
 * they match, its confirmation link is e-mailed to that address, and the form says the same either
 * way. `/mi-reserva` shows it empty; a voucher opened without its link, with its reference written;
 * `/facturar` for the factura.
 */
export function FindBookingForm({
  defaultReference = '',
  purpose = 'booking',
}: {
  defaultReference?: string;
  /** `invoice` at `/facturar`: the e-mailed link opens the voucher's `Factura` section (decision 0236). */
  purpose?: 'booking' | 'invoice';
}) {
  const { t } = useT('booking');
  const words = useSaid();
  const form = useForm<FindValues>({
    defaultValues: { reference: defaultReference, email: '' },
    resolver: words.resolver(resolver),
  });
  const showServerErrors = useServerFieldErrors(form, ['reference', 'email']);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(values: FindValues) {
    setFailure(null);
    try {
      // The answer is always the same sentence (so it tells nothing), said from its key in the page's language.
      await findBooking({ ...values, ...(purpose === 'invoice' && { purpose }) });
      setAnswer(words.say({ key: 'checkout.findSent' }));
    } catch (error) {
      if (showServerErrors(words.error(error))) return;
      setFailure(error instanceof ApiRequestError && error.status === 429 ? words.refusal(error) : t('booking.find.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} onFocus={resolver.preload} className="grid gap-5">
      <FormField
        control={form.control}
        name="reference"
        label={t('booking.find.reference')}
        hint={t('booking.find.referenceHint')}
      >
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={9}
            className="font-mono uppercase"
          />
        )}
      </FormField>
      <FormField control={form.control} name="email" label={t('booking.find.email')}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        <Search aria-hidden="true" />
        {form.formState.isSubmitting ? t('booking.find.sending') : t('booking.find.send')}
      </Button>
      <p role="status" className={answer || failure ? 'rounded-xl bg-jade-50 px-4 py-3 text-sm font-medium' : 'sr-only'}>
        {failure ?? answer ?? ''}
      </p>
    </form>
  );
}
