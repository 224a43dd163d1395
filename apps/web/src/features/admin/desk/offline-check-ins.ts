import type { CheckInState, PassengerCheckIn, PassengerManifest } from '@hv/shared';
import type { MessageId, MessageValues } from '@/lib/i18n.tsx';

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

/**
 * The banner: `Sin conexión · 5 registros por enviar` (the desk catalogue's `desk.offline.*`, in
 * Spanish and English); null when online with nothing waiting.
 */
export function offlineBanner(online: boolean, waiting: number): { id: MessageId; values: MessageValues } | null {
  if (online && waiting === 0) return null;
  if (!online) return waiting ? { id: 'desk.offline.waiting', values: { waiting } } : { id: 'desk.offline.none', values: {} };
  return { id: 'desk.offline.sending', values: { waiting } };
}

/**
 * A manifest as the device last saw it, with the check-ins still waiting in the queue applied, so
 * a page reloaded offline shows who was ticked (decision 0207).
 */
export function withQueued(manifest: PassengerManifest, queue: readonly QueuedCheckIn[]): PassengerManifest {
  let present = manifest.present;
  const data = manifest.data.map((booking) => {
    const mine = queue.filter((q) => q.bookingId === booking.id);
    if (mine.length === 0) return booking;
    const people = booking.people.map((person) => {
      const queued = mine.find((q) => q.index === person.index);
      if (!queued || queued.present === (person.checkedInAt !== null)) return person;
      present += queued.present ? 1 : -1;
      return { ...person, checkedInAt: queued.present ? queued.at : null };
    });
    // The booking counts as present with any passenger present (decision 0190).
    const anyone = people.some((person) => person.checkedInAt !== null);
    const checkIn: CheckInState = anyone ? 'Presentado' : booking.checkIn === 'Presentado' ? 'Sin registrar' : booking.checkIn;
    return { ...booking, people, checkIn };
  });
  return { ...manifest, present, data };
}
