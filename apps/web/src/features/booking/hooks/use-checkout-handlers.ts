import type { CaptureResult, CreatedOrder, CreateOrderInput, Locale } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { createOrder } from '../api/create-order.ts';
import { travellersInput, typesToChoose, type TravellerCounts } from '../lib/traveller-counts.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import type { PayPalButtonsOptions } from '../lib/paypal-sdk.ts';
import { usePayPalHandlers } from './use-paypal-handlers.ts';

export interface CheckoutValues {
  date: string;
  /** 'HH:MM', or '' when the experience has no start times (or several and none is chosen yet). */
  startTime: string;
  passengers: number;
  couponCode: string;
  giftCardSeries: string;
  contactName: string;
  contactEmail: string;
  /** ISO 3166-1 alpha-2 of the mobile's country ('MX'). */
  contactPhoneCountry: string;
  contactPhone: string;
  passengerNames: string[];
  /** How many of each traveller type, when the item sells several (decision 0237); `passengers` is everyone. */
  travellerCounts?: TravellerCounts;
  /** The pickup point chosen (decision 0233); '' or absent: the meeting point. */
  pickupId?: string;
  /** `Usar mis semillas` (decision 0238): only whether to spend them; the server decides how many. */
  useSeeds?: boolean;
  /** A waitlist invitation's token (decision 0235): the places it holds are this booking's. */
  waitlistToken?: string;
}

/**
 * The checkout body for the server: blank codes and start time are left out; one name per passenger;
 * the page's language, which the confirmation e-mail is written in.
 */
export const checkoutInput = (item: BookableItem, values: CheckoutValues, locale: Locale): CreateOrderInput => ({
  kind: item.kind,
  id: item.id,
  date: values.date,
  startTime: values.startTime || undefined,
  passengers: values.passengers,
  couponCode: values.couponCode.trim() || undefined,
  giftCardSeries: values.giftCardSeries.trim() || undefined,
  ...(values.pickupId ? { pickupId: values.pickupId } : {}),
  ...(values.waitlistToken ? { waitlistToken: values.waitlistToken } : {}),
  contactName: values.contactName,
  contactEmail: values.contactEmail,
  contactPhoneCountry: values.contactPhoneCountry,
  contactPhone: values.contactPhone,
  passengerNames: values.passengerNames.slice(0, values.passengers),
  ...travellersOf(item, values),
  ...(values.useSeeds ? { useSeeds: true } : {}),
  locale,
});

/** The body's `travellers` when the item sells several types (decision 0237); absent otherwise, as before. */
export function travellersOf(item: BookableItem, values: Pick<CheckoutValues, 'travellerCounts'>) {
  const types = typesToChoose(item.travellerTypes);
  return types.length && values.travellerCounts ? { travellers: travellersInput(types, values.travellerCounts) } : {};
}

interface CheckoutCallbacks {
  item: BookableItem;
  /** Read when PayPal asks for the order, so a change after 'Reservar' is still honoured. */
  values: CheckoutValues;
  /** An order already made whose hold still runs, to open again instead of a new one. */
  heldOrder?: () => CreatedOrder | null;
  onOrderCreated: (order: CreatedOrder) => void;
  onPaid: (result: CaptureResult) => void;
  onCancelled: () => void;
}

/**
 * The public checkout's PayPal callbacks: the server creates the order for what the gift card
 * does not pay (POST /api/payments/orders) and captures it.
 */
export function useCheckoutHandlers(callbacks: CheckoutCallbacks): Omit<PayPalButtonsOptions, 'style'> {
  const { item, values } = callbacks;
  const { locale } = useT();
  return usePayPalHandlers({
    createOrder: () => {
      const held = callbacks.heldOrder?.();
      return held ? Promise.resolve(held) : createOrder(checkoutInput(item, values, locale));
    },
    onOrderCreated: callbacks.onOrderCreated,
    onPaid: callbacks.onPaid,
    onCancelled: callbacks.onCancelled,
  });
}
