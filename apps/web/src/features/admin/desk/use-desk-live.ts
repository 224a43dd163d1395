import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

const EVENTS_URL = '/api/admin/desk/events';
/** Polling only when the stream cannot be held (decision 0191). */
export const FALLBACK_POLL_MS = 15_000;

/**
 * Keeps the desk's manifests and lists in step with every other device (issue 29 item 4): the
 * server says "a departure changed" over server-sent events and the desk's queries are read
 * again. While the stream is down (EventSource retries by itself), the queries are read every 15 s.
 */
export function useDeskLive() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'desk'] });
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(refresh, FALLBACK_POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const source = new EventSource(EVENTS_URL);
    source.addEventListener('departure', refresh);
    source.addEventListener('open', () => {
      stopPolling();
      refresh(); // whatever changed while the stream was down
    });
    source.addEventListener('error', startPolling);
    return () => {
      source.close();
      stopPolling();
    };
  }, [client]);
}
