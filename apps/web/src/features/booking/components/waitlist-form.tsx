import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { BellRing } from 'lucide-react';
import { WAITLIST_MAX_PLACES, type BookingKind } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { lazySchemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { ApiRequestError } from '@/lib/api.ts';
import { useJoinWaitlist } from '../api/waitlist.ts';

/** What the inputs hold: the places as typed, so a half-typed value is shown, not lost. */
interface WaitlistValues {
  email: string;
  places: string;
}

// The server's own rules (joinWaitlistSchema), with zod, arrive with the first focus (decision 0218).
const schemaCheck = lazySchemaResolver<WaitlistValues>(
  async () => (await import('../lib/waitlist-schema.ts')).waitlistFormSchema,
  {
    raw: false,
  },
);
const toChecked = (values: WaitlistValues) => ({
  email: values.email,
  places: values.places.trim() === '' ? undefined : Number(values.places.trim()),
});
const resolver: Resolver<WaitlistValues> = (values, context, options) =>
  schemaCheck(toChecked(values) as unknown as WaitlistValues, context, options);

export interface WaitlistFormProps {
  kind: BookingKind;
  id: string;
  date: string;
  startTime: string | null;
  /** The places the traveller chose in the booking form: what they are asked to wait for. */
  places: number;
  /** A signed-in traveller's e-mail, prefilled. */
  email: string;
}

/**
 * `Avísame si se libera un lugar` (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): shown
 * by the booking form when the chosen departure cannot take the places wanted. Inside the booking
 * form, so a group of fields, not a form of its own (forms do not nest): Enter in a field sends it.
 */
export function WaitlistForm({ kind, id, date, startTime, places, email }: WaitlistFormProps) {
  const { t, locale } = useT('booking');
  const words = useSaid();
  const headingId = useId();
  const form = useForm<WaitlistValues>({
    defaultValues: { email, places: String(Math.min(Math.max(places, 1), WAITLIST_MAX_PLACES)) },
    resolver: words.resolver(resolver),
  });
  const join = useJoinWaitlist();
  const showServerErrors = useServerFieldErrors(form, ['email', 'places'], join.isPending);
  const [joined, setJoined] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await join.mutateAsync({
        kind,
        id,
        date,
        ...(startTime ? { startTime } : {}),
        email: values.email.trim(),
        places: Number(values.places),
        locale,
      });
      setJoined(true);
    } catch (error) {
      const said = words.error(error);
      if (!showServerErrors(said))
        setRefusal(said instanceof ApiRequestError ? words.refusal(said) : t('booking.waitlist.failed'));
    }
  });
  // Enter in a field sends this group, not the booking form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void send();
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onFocus={schemaCheck.preload}
      className="grid min-w-0 gap-3 rounded-2xl border border-jade-200 bg-white/80 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-display text-lg font-bold">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-jade-700" />
        {t('booking.waitlist.title')}
      </h3>
      {joined ? null : (
        <>
          <p className="text-sm leading-relaxed text-muted-foreground">{t('booking.waitlist.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,9rem)]">
            <FormField control={form.control} name="email" label={t('booking.waitlist.email')}>
              {(field) => <Input {...field} type="email" autoComplete="email" disabled={join.isPending} />}
            </FormField>
            <FormField
              control={form.control}
              name="places"
              label={t('booking.waitlist.places')}
              hint={t('booking.waitlist.placesHint', { max: WAITLIST_MAX_PLACES })}
            >
              {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={join.isPending} />}
            </FormField>
          </div>
          {refusal ? (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {refusal}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={join.isPending}
            onClick={() => void send()}
          >
            {join.isPending ? t('booking.waitlist.sending') : t('booking.waitlist.submit')}
          </Button>
        </>
      )}
      <p role="status" className="text-sm font-semibold text-jade-800">
        {joined ? t('waitlist.joined') : ''}
      </p>
    </div>
  );
}
