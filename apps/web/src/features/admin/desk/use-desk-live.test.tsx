import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { useDeskLive } from './use-desk-live.ts';
import { useManifest } from './desk-api.ts';

// Issue 29 item 4: a "departure changed" event makes the open manifest read again.

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  constructor(public url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
}

function Probe() {
  const manifest = useManifest('kind=trip&id=x&date=2026-11-27');
  useDeskLive();
  return <p>{manifest.data ? `leído ${(manifest.data as unknown as { n: number }).n}` : 'cargando'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useDeskLive', () => {
  it('reads the manifest again when the server says a departure changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let reads = 0;
    stubFetch((url) => {
      if (url.pathname === '/api/admin/departures/manifest') return jsonResponse({ n: ++reads });
      return jsonResponse({});
    });
    renderRoutes([{ path: '/', element: <Probe /> }], { path: '/' });
    expect(await screen.findByText('leído 1')).toBeInTheDocument();
    expect(FakeEventSource.last!.url).toBe('/api/admin/desk/events');
    FakeEventSource.last!.dispatchEvent(new Event('departure'));
    await waitFor(() => expect(screen.getByText('leído 2')).toBeInTheDocument());
  });
});
