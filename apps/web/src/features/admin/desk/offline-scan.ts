import type { QueryClient } from '@tanstack/react-query';
import { referenceFrom, type PassengerManifest } from '@hv/shared';
import { withQueued } from './offline-check-ins.ts';
import { browserStore, loadQueue, savedManifests } from './offline-db.ts';
import { queueCheckIn } from './use-offline-check-ins.ts';

// A voucher scanned without a connection (docs/decisions/0207-offline-check-in.md): its reference
// is looked up on the manifests this device already has (the page's, then those kept in
// IndexedDB), and its passengers are queued as if their switches had been tapped, with the
// device's time; the server settles it when the connection returns (decision 0190).

type ManifestBooking = PassengerManifest['data'][number];
export type OfflineScan =
  | { kind: 'queued' | 'already' | 'choose'; booking: ManifestBooking; departure: PassengerManifest['departure'] }
  | { kind: 'unknown' };

const MANIFESTS = ['admin', 'desk', 'manifest'] as const;

export async function checkInOffline(client: QueryClient, code: string): Promise<OfflineScan> {
  const reference = referenceFrom(code);
  if (!reference) return { kind: 'unknown' };
  await loadQueue();
  const queue = browserStore.read();
  const onPage = client
    .getQueriesData<PassengerManifest>({ queryKey: MANIFESTS })
    .flatMap(([, manifest]) => (manifest ? [manifest] : []));
  const manifests = [...onPage, ...(await savedManifests())].map((m) => withQueued(m, queue));
  for (const manifest of manifests) {
    const booking = manifest.data.find((b) => b.reference === reference);
    if (!booking) continue;
    const departure = manifest.departure;
    const waiting = booking.people.filter((p) => p.checkedInAt === null);
    if (waiting.length === 0) return { kind: 'already', booking, departure };
    // Some came already: staff pick who arrives now, each switch queued as usual (decision 0190).
    if (waiting.length < booking.people.length) return { kind: 'choose', booking, departure };
    const at = new Date().toISOString();
    for (const person of waiting) await queueCheckIn({ bookingId: booking.id, index: person.index, present: true, at });
    // The manifests on the page show them present at once, as after a tap.
    client.setQueriesData<PassengerManifest>({ queryKey: MANIFESTS }, (m) => m && withQueued(m, browserStore.read()));
    return {
      kind: 'queued',
      booking: { ...booking, people: booking.people.map((p) => ({ ...p, checkedInAt: p.checkedInAt ?? at })) },
      departure,
    };
  }
  return { kind: 'unknown' };
}
