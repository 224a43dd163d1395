import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiSend } from '@/lib/api.ts';
import { enqueue, flush, type QueuedCheckIn } from './offline-check-ins.ts';
import { browserStore, loadQueue } from './offline-db.ts';

// The offline side of the manifest's switches (issue 29 item 5): without a connection a switch
// is queued with the device's time; the queue is sent when the connection returns.

const CHANGED = 'hv-offline-check-ins';
// The queue kept on the device (IndexedDB) joins the page's as soon as it has been read.
if (typeof window !== 'undefined') void loadQueue().then(() => window.dispatchEvent(new Event(CHANGED)));
const subscribe = (fn: () => void) => {
  window.addEventListener(CHANGED, fn);
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener(CHANGED, fn);
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
};
let snapshot = '';
const read = () => {
  const next = `${navigator.onLine ? 1 : 0}:${browserStore.read().length}`;
  if (next !== snapshot) snapshot = next;
  return snapshot;
};

export const isNetworkError = (error: unknown) => error instanceof ApiRequestError && error.status === 0;
const sendOne = (q: QueuedCheckIn) =>
  apiSend('PUT', `/api/admin/bookings/${q.bookingId}/passengers/${q.index}/check-in`, { present: q.present, at: q.at });

/** Queues a check-in made without a connection. */
export async function queueCheckIn(item: QueuedCheckIn) {
  await loadQueue();
  enqueue(browserStore, item);
  window.dispatchEvent(new Event(CHANGED));
}

let flushing = false;

/** Whether the device is online and how many check-ins wait; sends them when the connection returns. */
export function useOfflineCheckIns() {
  const client = useQueryClient();
  const [online, waiting] = useSyncExternalStore(subscribe, read).split(':').map(Number) as [number, number];
  useEffect(() => {
    if (!online || waiting === 0) return;
    // One run at a time: each item sent changes `waiting` and runs this effect again.
    if (flushing) return;
    flushing = true;
    void loadQueue()
      .then(() => flush(browserStore, sendOne, isNetworkError))
      .finally(() => {
        flushing = false;
        window.dispatchEvent(new Event(CHANGED));
        void client.invalidateQueries({ queryKey: ['admin', 'desk'] });
      });
  }, [online, waiting, client]);
  return { online: online === 1, waiting };
}
