import type { PassengerCheckIn } from '@hv/shared';

// Check-ins made without a connection (issue 29 item 5): queued with the device's own time and
// sent, in order, when the connection returns. The server keeps the first time of a passenger
// and another device's beside it (decision 0190), so sending late or twice is safe.

export interface QueuedCheckIn extends Required<Pick<PassengerCheckIn, 'present' | 'at'>> {
  bookingId: string;
  index: number;
}

/** Where the queue is kept between page loads. */
export interface CheckInStore {
  read(): QueuedCheckIn[];
  write(items: QueuedCheckIn[]): void;
}

const KEY = 'hv-desk-offline-check-ins';

/** The browser's storage (decision 0192: IndexedDB through `idb` is the follow-up for large manifests). */
export const browserStore: CheckInStore = {
  read() {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? '[]') as QueuedCheckIn[];
    } catch {
      return [];
    }
  },
  write(items) {
    localStorage.setItem(KEY, JSON.stringify(items));
  },
};

/**
 * Queues one check-in. The same passenger switched back before sending cancels the unsent one;
 * switched the same way again keeps the first (its time is when they were seen).
 */
export function enqueue(store: CheckInStore, item: QueuedCheckIn) {
  const items = store.read();
  const samePassenger = (q: QueuedCheckIn) => q.bookingId === item.bookingId && q.index === item.index;
  const earlier = items.find(samePassenger);
  if (!earlier) store.write([...items, item]);
  else if (earlier.present !== item.present) store.write(items.filter((q) => !samePassenger(q)));
}

/**
 * Sends the queue in order. A network failure stops it (the rest wait for the next try); an
 * answer from the server, even a refusal, takes the item off (a refusal is returned to be shown).
 */
export async function flush(
  store: CheckInStore,
  send: (item: QueuedCheckIn) => Promise<unknown>,
  isNetworkError: (error: unknown) => boolean,
): Promise<{ sent: number; refused: { item: QueuedCheckIn; error: unknown }[] }> {
  let sent = 0;
  const refused: { item: QueuedCheckIn; error: unknown }[] = [];
  for (const item of store.read()) {
    try {
      await send(item);
      sent += 1;
    } catch (error) {
      if (isNetworkError(error)) break;
      refused.push({ item, error });
    }
    store.write(store.read().filter((q) => !(q.bookingId === item.bookingId && q.index === item.index && q.at === item.at)));
  }
  return { sent, refused };
}

/** The banner: `Sin conexión · 5 registros por enviar`. */
export function offlineBanner(online: boolean, waiting: number): string | null {
  if (online && waiting === 0) return null;
  const count = waiting === 1 ? '1 registro por enviar' : `${waiting} registros por enviar`;
  if (!online) return waiting ? `Sin conexión · ${count}` : 'Sin conexión';
  return `Enviando · ${count}`;
}
