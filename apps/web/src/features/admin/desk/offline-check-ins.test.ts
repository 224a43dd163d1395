import { describe, expect, it } from 'vitest';
import type { PassengerManifest } from '@hv/shared';
import { loadI18n } from '@/lib/i18n.tsx';
import { enqueue, flush, offlineBanner, withQueued, type CheckInStore, type QueuedCheckIn } from './offline-check-ins.ts';
import { mergeQueues } from './offline-db.ts';

const spanish = await loadI18n('es', undefined, ['desk']);
const english = await loadI18n('en', undefined, ['desk']);
const said = (i18n: typeof spanish, online: boolean, waiting: number) => {
  const banner = offlineBanner(online, waiting);
  return banner ? i18n._(banner.id, banner.values) : null;
};

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

  it('says Sin conexión and how many wait, in Spanish and in English', () => {
    expect(said(spanish, false, 5)).toBe('Sin conexión · 5 registros por enviar');
    expect(said(spanish, false, 1)).toBe('Sin conexión · 1 registro por enviar');
    expect(said(spanish, false, 0)).toBe('Sin conexión');
    expect(said(spanish, true, 2)).toBe('Enviando · 2 registros por enviar');
    expect(said(spanish, true, 0)).toBeNull();
    expect(said(english, false, 5)).toBe('No connection · 5 check-ins to send');
    expect(said(english, false, 1)).toBe('No connection · 1 check-in to send');
  });
});

describe('the manifest kept on the device', () => {
  const person = (index: number, checkedInAt: string | null = null) => ({
    index,
    name: `P${index}`,
    checkedInAt,
    checkedInBy: null,
    alsoCheckedInAt: null,
  });
  const manifest = {
    present: 1,
    data: [
      { id: 'b1', checkIn: 'Presentado', people: [person(0), person(1), person(2, '2026-11-27T13:00:00.000Z')] },
      { id: 'b2', checkIn: 'Sin registrar', people: [person(0)] },
    ],
  } as unknown as PassengerManifest;

  it('shows the check-ins still waiting, with their device times, after a reload offline', () => {
    const shown = withQueued(manifest, [item(0), item(1), item(2, false)]);
    expect(shown.present).toBe(2);
    expect(shown.data[0]!.people.map((p) => p.checkedInAt)).toEqual([
      '2026-11-27T14:00:00.000Z',
      '2026-11-27T14:01:00.000Z',
      null,
    ]);
    expect(shown.data[1]).toBe(manifest.data[1]);
  });

  it('the booking reads Presentado with any passenger queued present, and not when none is left', () => {
    const b2 = [{ bookingId: 'b2', index: 0, present: true, at: '2026-11-27T14:05:00.000Z' }];
    expect(withQueued(manifest, b2).data[1]!.checkIn).toBe('Presentado');
    expect(withQueued(manifest, [item(2, false)]).data[0]!.checkIn).toBe('Sin registrar');
  });

  it('a passenger already present keeps the first time', () => {
    const shown = withQueued(manifest, [item(2, true, '2026-11-27T15:00:00.000Z')]);
    expect(shown.present).toBe(1);
    expect(shown.data[0]!.people[2]!.checkedInAt).toBe('2026-11-27T13:00:00.000Z');
  });

  it('the queue kept from an earlier page load goes first, each check-in once', () => {
    expect(mergeQueues([item(0), item(1)], [item(1), item(2)])).toEqual([item(0), item(1), item(2)]);
  });
});
