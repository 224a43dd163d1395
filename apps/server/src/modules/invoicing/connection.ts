import type { Config } from '../../config.ts';
import { createFacturapiClient, type FacturapiClient } from './facturapi-client.ts';

// Which Facturapi the site talks to (docs/decisions/0221-facturas-through-facturapi.md): the
// organization's key when FACTURAPI_KEY is set, otherwise the stand-in app.ts mounts.

export interface FacturapiConnection {
  client: FacturapiClient;
  /** True with the stand-in or an sk_test_ key: the documents have no fiscal validity. */
  testMode: boolean;
}

export const usesRealFacturapi = (config: Config) => Boolean(config.FACTURAPI_KEY);

export function realFacturapi(config: Config): FacturapiConnection {
  const key = config.FACTURAPI_KEY!;
  return { client: createFacturapiClient({ apiKey: key }), testMode: key.startsWith('sk_test_') };
}
