import type { ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  rescheduleSchema,
  type BookingKind,
  type ExperienceDateRule,
  type RescheduleInput,
  type RescheduleResult,
} from '@hv/shared';
import { FormRootError } from '@/components/ui/field.tsx';
import { DialogFormActions, TitledDialog } from '@/components/ui/dialog.tsx';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { Message, useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useClosedDates } from '../api/get-closed-dates.ts';
import { formatFullDate, todayInMexico } from '../lib/booking-dates.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { ExperienceDatePicker } from './date-picker.tsx';
import { StartTimeField } from './start-time-field.tsx';

// `Cambiar fecha` (docs/product.md §15.3): one dialog for the traveller (while the policy allows)
// and for the desk. The same calendar as the checkout — the experience's weekdays inside its seasons
// (docs/decisions/0208-experience-seasons-and-weekdays.md), closed dates off — and, for an
// experience with several start times, the places left at each; the server decides.

export interface MovableBooking {
  reference: string;
  kind: BookingKind;
  itemId: string;
  startTimes: string[];
  date: string;
  startTime: string | null;
  /** The experience's weekdays and seasons, as the API sends them; left out: weekends, all year. */
  dateRule?: ExperienceDateRule;
}

interface Values {
  date: string;
  /** Only for an experience with several start times; left out otherwise (the server takes the only one). */
  startTime?: string;
}

const resolver = schemaResolver<Values, RescheduleInput>(rescheduleSchema, { raw: false });
const SERVER_FIELDS = ['date', 'startTime'] as const;

interface RescheduleDialogProps {
  booking: MovableBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the move to the traveller's or the desk's endpoint. */
  move: (input: RescheduleInput) => Promise<RescheduleResult>;
  description: ReactNode;
}

export function RescheduleDialog({ booking, open, onOpenChange, move, description }: RescheduleDialogProps) {
  const { t } = useT('booking');
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('booking.reschedule.title', { reference: booking.reference })}
      description={description}
    >
      {open ? <RescheduleForm booking={booking} move={move} onDone={() => onOpenChange(false)} /> : null}
    </TitledDialog>
  );
}

function RescheduleForm({
  booking,
  move,
  onDone,
}: {
  booking: MovableBooking;
  move: RescheduleDialogProps['move'];
  onDone: () => void;
}) {
  const today = todayInMexico();
  const { locale, t, time } = useT('booking');
  const words = useSaid();
  const form = useForm<Values, unknown, RescheduleInput>({
    defaultValues: { date: '', startTime: booking.startTimes.length > 1 ? (booking.startTime ?? undefined) : undefined },
    resolver: words.resolver(resolver),
  });
  const showServerErrors = useServerErrors(form, SERVER_FIELDS, t('booking.reschedule.failed'));
  const dateField = useController({ control: form.control, name: 'date' });
  const startTimeField = useController({ control: form.control, name: 'startTime' });
  const date = useWatch({ control: form.control, name: 'date' });
  const closedDates = useClosedDates(booking.kind, booking.itemId);
  const availability = useAvailability(booking.kind, booking.itemId, date || null);
  const busy = form.formState.isSubmitting;

  const submit = async (values: RescheduleInput) => {
    try {
      const done = await move(values);
      const when = `${formatFullDate(done.date, locale)}${done.startTime ? `, ${time(done.startTime)}` : ''}`;
      toast({ title: t('booking.reschedule.doneTitle'), description: t('booking.reschedule.doneText', { date: when }) });
      onDone();
    } catch (error) {
      showServerErrors(words.error(error));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <p className="text-sm">
        <Message
          id="booking.reschedule.current"
          values={{ date: formatFullDate(booking.date, locale) }}
          components={{ 0: <strong /> }}
        />
        {booking.startTime ? `, ${time(booking.startTime)}` : ''}
      </p>
      <ExperienceDatePicker
        label={t('booking.reschedule.newDate')}
        value={date || null}
        today={today}
        closedDates={closedDates}
        rule={booking.dateRule}
        onChange={(day) => {
          dateField.field.onChange(day);
          form.clearErrors('date');
          form.clearErrors('root');
        }}
      />
      {dateField.fieldState.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {dateField.fieldState.error.message}
        </p>
      ) : null}
      {booking.startTimes.length > 1 ? (
        <StartTimeField
          startTimes={booking.startTimes}
          value={startTimeField.field.value ?? ''}
          availability={availability.data}
          error={startTimeField.fieldState.error?.message}
          inputRef={(node) => startTimeField.field.ref(node)}
          onChange={(time) => {
            startTimeField.field.onChange(time);
            form.clearErrors('startTime');
            form.clearErrors('root');
          }}
        />
      ) : null}
      <FormRootError message={form.formState.errors.root?.message} />
      <DialogFormActions
        busy={busy}
        onCancel={onDone}
        cancelLabel={t('booking.reschedule.back')}
        submitLabel={t('booking.reschedule.submit')}
        busyLabel={t('booking.reschedule.changing')}
      />
    </form>
  );
}
