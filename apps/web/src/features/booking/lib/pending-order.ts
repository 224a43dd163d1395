// The PayPal order this browser started (docs/product.md §6.12): remembered from the moment the
// server creates it until its outcome is known, so that a reload or a closed tab during the
// payment is followed, on the next visit, by the confirmation page, a resumed capture or
// `No se hizo ningún cargo` — never by a page that says nothing.

const KEY = 'hv:pending-order';
/** Older than this, an unfinished order is not followed up: PayPal lets approvals lapse after three hours. */
const MAX_AGE_MS = 3 * 60 * 60 * 1000;

export interface PendingOrder {
  orderId: string;
  bookingId: string;
  /** The page the checkout was on, e.g. `/experiencias/globo-al-amanecer`. */
  returnPath: string;
  /** Date.now() when the order was created. */
  startedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode in some browsers): nothing is remembered
  }
}

export function rememberPendingOrder(order: Omit<PendingOrder, 'startedAt'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...order, startedAt: now }));
  } catch {
    // quota or blocked storage: the payment goes on without the safety net
  }
}

export function readPendingOrder(now = Date.now()): PendingOrder | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const order = JSON.parse(raw) as Partial<PendingOrder>;
    if (typeof order.orderId === 'string' && typeof order.bookingId === 'string' && typeof order.startedAt === 'number') {
      if (now - order.startedAt <= MAX_AGE_MS) {
        return {
          orderId: order.orderId,
          bookingId: order.bookingId,
          returnPath: order.returnPath ?? '/',
          startedAt: order.startedAt,
        };
      }
    }
  } catch {
    // not ours or corrupted: dropped below
  }
  forgetPendingOrder();
  return null;
}

export function forgetPendingOrder(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // blocked storage: nothing was remembered
  }
}
