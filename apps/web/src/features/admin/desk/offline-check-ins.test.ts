import { describe, expect, it } from 'vitest';
import { enqueue, flush, offlineBanner, type CheckInStore, type QueuedCheckIn } from './offline-check-ins.ts';

// Issue 29 item 5: check-ins queued offline are sent in order when the connection returns.

const memory = (): CheckInStore & { items: QueuedCheckIn[] } => {
  const store = {
    items: [] as QueuedCheckIn[],
    read: () => [...store.items],
    write: (items: QueuedCheckIn[]) => void (store.items = items),
  };
  return store;
};
const item = (index: number, present = true, at = `2026-11-27T14:0${index}:00.000Z`): QueuedCheckIn => ({
  bookingId: 'b1',
  index,
  present,
  at,
});
const offline = new TypeError('Failed to fetch');
const isNetworkError = (e: unknown) => e instanceof TypeError;

describe('the offline check-in queue', () => {
  it('keeps the device’s time and sends in order when back online', async () => {
    const store = memory();
    enqueue(store, item(0));
    enqueue(store, item(1));
    const sent: QueuedCheckIn[] = [];
    expect(await flush(store, async (q) => void sent.push(q), isNetworkError)).toEqual({ sent: 2, refused: [] });
    expect(sent.map((q) => [q.index, q.at])).toEqual([
      [0, '2026-11-27T14:00:00.000Z'],
      [1, '2026-11-27T14:01:00.000Z'],
    ]);
    expect(store.items).toEqual([]);
  });

  it('stops at a network failure and keeps what was not sent; a refusal is taken off and returned', async () => {
    const store = memory();
    enqueue(store, item(0));
    enqueue(store, item(1));
    enqueue(store, item(2));
    let calls = 0;
    const result = await flush(
      store,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('Esa reserva no tiene ese pasajero.');
        if (calls === 2) throw offline;
      },
      isNetworkError,
    );
    expect(result.sent).toBe(0);
    expect(result.refused).toHaveLength(1);
    expect(store.items.map((q) => q.index)).toEqual([1, 2]);
  });

  it('a passenger switched on then off before sending leaves nothing to send', () => {
    const store = memory();
    enqueue(store, item(0));
    enqueue(store, item(0, false));
    expect(store.items).toEqual([]);
    enqueue(store, item(1));
    enqueue(store, item(1, true, '2026-11-27T15:00:00.000Z'));
    expect(store.items).toEqual([item(1)]);
  });

  it('says Sin conexión and how many wait', () => {
    expect(offlineBanner(false, 5)).toBe('Sin conexión · 5 registros por enviar');
    expect(offlineBanner(false, 1)).toBe('Sin conexión · 1 registro por enviar');
    expect(offlineBanner(true, 0)).toBeNull();
  });
});
