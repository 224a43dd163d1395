import { Suspense } from 'react';
import { useT } from '@/lib/i18n.tsx';
import { offlineBanner } from './offline-check-ins.ts';
import { useOfflineCheckIns } from './use-offline-check-ins.ts';

/** `Sin conexión · 5 registros por enviar` while offline or while check-ins wait (decision 0192). */
export function OfflineBanner() {
  const offline = useOfflineCheckIns();
  const banner = offlineBanner(offline.online, offline.waiting);
  return (
    <div role="status" data-print="hide">
      {banner ? (
        // Its words load with the desk catalogue; until then (a moment, from the device) nothing shows.
        <Suspense fallback={null}>
          <BannerText id={banner.id} values={banner.values} />
        </Suspense>
      ) : null}
    </div>
  );
}

function BannerText({ id, values }: NonNullable<ReturnType<typeof offlineBanner>>) {
  const { t } = useT('desk');
  return <p className="rounded-xl border-2 border-marigold-500 bg-marigold-50 px-4 py-2 font-semibold">{t(id, values)}</p>;
}
