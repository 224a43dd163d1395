import type { CreateOrderInput } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import type { MessageId } from '@/lib/i18n.tsx';

/** The providers a traveller may choose (decision 0211). */
export type PaymentMethod = NonNullable<CreateOrderInput['provider']>;

const METHODS: { value: PaymentMethod; label: MessageId }[] = [
  { value: 'mercadopago', label: 'booking.method.mercadoPago' },
  { value: 'paypal', label: 'booking.method.paypal' },
];

/**
 * How to pay, once the traveller's details are in (issue 31, docs/decisions/0220-mercado-pago-choice-on-the-checkout-page.md):
 * `Tarjeta, OXXO o transferencia (Mercado Pago)` or `PayPal`, as radios whose visible labels are their names.
 */
export function PaymentMethodChoice({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const { t } = useT('booking');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('booking.method.legend')}</legend>
      <div className="grid gap-2">
        {METHODS.map((method) => (
          <label
            key={method.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input bg-white px-4 py-2 text-base font-semibold has-[:checked]:border-jade-700 has-[:checked]:bg-jade-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="size-4 shrink-0 accent-jade-700"
            />
            {t(method.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
