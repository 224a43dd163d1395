import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { lazySchemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { findBooking } from '../api/booking-confirmation.ts';
import { useServerWords } from '../lib/server-words.ts';

interface FindValues {
  reference: string;
  email: string;
}

const resolver = lazySchemaResolver<FindValues>(async () => (await import('../lib/find-booking-schema.ts')).findBookingSchema);

/**
 * `/mi-reserva` (docs/product.md §6.13): the reference and the e-mail of a booking; when they
 * match, its confirmation link is e-mailed to that address. The page says the same either way.
 */
export function FindBookingPage() {
  const { t } = useT('booking');
  const words = useServerWords();
  useDocumentTitle(withBrand(t('booking.find.title')));
  const form = useForm<FindValues>({ defaultValues: { reference: '', email: '' }, resolver: words.resolver(resolver) });
  const showServerErrors = useServerFieldErrors(form, ['reference', 'email']);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(values: FindValues) {
    setFailure(null);
    try {
      setAnswer(words.text((await findBooking(values)).message));
    } catch (error) {
      if (showServerErrors(words.error(error))) return;
      setFailure(error instanceof ApiRequestError && error.status === 429 ? words.text(error.message) : t('booking.find.failed'));
    }
  }

  return (
    <section aria-labelledby="mi-reserva-titulo" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 id="mi-reserva-titulo" className="font-display text-3xl font-bold sm:text-4xl">
          {t('booking.find.title')}
        </h1>
        <p className="text-muted-foreground">{t('booking.find.intro')}</p>
      </div>
      <Card className="p-5 sm:p-7">
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(send)(event)}
          onFocus={resolver.preload}
          className="grid gap-5"
        >
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
      </Card>
    </section>
  );
}
