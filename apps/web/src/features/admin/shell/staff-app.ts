import { useEffect } from 'react';

// The back office as an installable app that opens without a connection (issue 29 item 5,
// docs/decisions/0207-offline-check-in.md). Only the admin shell calls this: the public pages get
// no service worker and no manifest.

export const STAFF_SW_URL = '/admin-sw.js';
export const STAFF_SCOPE = '/admin';
const MANIFEST_URL = '/admin.webmanifest';

/** Links the staff app's manifest and registers its service worker (production builds only). */
export function useStaffApp(enabled = import.meta.env.PROD) {
  useEffect(() => {
    if (!enabled) return;
    if (!document.querySelector(`link[rel="manifest"][href="${MANIFEST_URL}"]`)) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = MANIFEST_URL;
      document.head.append(link);
    }
    // Not registered in development (Vite's server has no built worker) nor where browsers lack it.
    void navigator.serviceWorker?.register(STAFF_SW_URL, { scope: STAFF_SCOPE }).catch(() => undefined);
  }, [enabled]);
}
