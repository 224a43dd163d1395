import { useId, useRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { MIN_PASSENGERS } from '../lib/booking-total.ts';

interface PassengerStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** 'Cantidad de Pasajeros' (docs/product.md §6.3): minus disabled at 1, plus disabled at the maximum. */
export function PassengerStepper({ value, max, onChange }: PassengerStepperProps) {
  const labelId = useId();
  const { t } = useT('booking');
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  // A button that becomes disabled drops keyboard focus to the page; hand it to the other one.
  function step(delta: number) {
    const next = Math.min(max, Math.max(MIN_PASSENGERS, value + delta));
    onChange(next);
    const atLimit = delta > 0 ? next >= max : next <= MIN_PASSENGERS;
    const [from, to] = delta > 0 ? [plusRef, minusRef] : [minusRef, plusRef];
    if (atLimit && document.activeElement === from.current) to.current?.focus();
  }

  return (
    <div className="grid content-start gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-foreground">
        {t('booking.stepper.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <Button
          ref={minusRef}
          variant="outline"
          size="icon"
          aria-label={t('booking.stepper.remove')}
          disabled={value <= MIN_PASSENGERS}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-14 text-center font-display text-3xl font-bold tabular-nums">
          {value}
          <span className="sr-only"> {t('booking.stepper.unit', { count: value })}</span>
        </output>
        <Button
          ref={plusRef}
          variant="outline"
          size="icon"
          aria-label={t('booking.stepper.add')}
          disabled={value >= max}
          onClick={() => step(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('booking.stepper.max', { max })}</p>
    </div>
  );
}
