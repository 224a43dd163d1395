import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TAX_PROFILES, type SavedTaxProfile } from '@hv/shared';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Issue 33 (decision 0230): a signed-in traveller keeps the tax data of the customers they invoice
// to, one per RFC (or foreign tax id), up to a limit, and sees only their own.

let t: TestApp;
let traveller: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
  other = await signIn(t.app, 'organizador@example.com', 'demo1234');
});
afterAll(() => t?.close());

const company = {
  rfc: 'EKU9003173C9',
  legalName: 'Dunder Mifflin',
  taxSystem: '601',
  cfdiUse: 'G03',
  zip: '06600',
  email: 'Compras@Example.com',
};

const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string | null, url = '/api/profile/tax-profiles', payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }), ...(payload && { 'content-type': 'application/json' }) },
    ...(payload && { payload }),
  });
const list = async (cookie: string) => call('GET', cookie).then((r) => r.json()) as Promise<{ profiles: SavedTaxProfile[] }>;

describe('tax profiles kept by a signed-in traveller', () => {
  it('refuses anyone not signed in', async () => {
    expect((await call('GET', null)).statusCode).toBe(401);
    expect((await call('PUT', null, undefined, company)).statusCode).toBe(401);
  });

  it('keeps a customer as the shared rules leave it, and saving the same RFC again replaces it', async () => {
    const first = await call('PUT', traveller, undefined, company);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rfc: 'EKU9003173C9', legalName: 'DUNDER MIFFLIN', email: 'compras@example.com' });

    const again = await call('PUT', traveller, undefined, { ...company, zip: '06700' });
    expect(again.json()).toMatchObject({ id: (first.json() as SavedTaxProfile).id, zip: '06700' });
    expect((await list(traveller)).profiles).toHaveLength(1);
  });

  it('refuses wrong tax data with each field’s Spanish message, and keeps nothing', async () => {
    const res = await call('PUT', traveller, undefined, { ...company, rfc: 'EKU9003173C0', cfdiUse: 'D01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.rfc).toMatch(/^Escribe un RFC válido/);
    expect((await list(traveller)).profiles).toHaveLength(1);
  });

  it('shows and deletes only the traveller’s own', async () => {
    const [mine] = (await list(traveller)).profiles;
    expect((await list(other)).profiles).toEqual([]);
    expect((await call('DELETE', other, `/api/profile/tax-profiles/${mine!.id}`)).statusCode).toBe(404);
    expect((await list(traveller)).profiles).toHaveLength(1);
    expect((await call('DELETE', traveller, `/api/profile/tax-profiles/${mine!.id}`)).statusCode).toBe(204);
    expect((await list(traveller)).profiles).toEqual([]);
  });

  it(`keeps at most ${MAX_TAX_PROFILES}, even when they arrive at once`, async () => {
    const foreign = (n: number) => ({
      foreign: true,
      legalName: `Client ${n}`,
      email: 'a@example.com',
      country: 'USA',
      foreignTaxId: `ID-${n}`,
    });
    const answers = await Promise.all(
      Array.from({ length: MAX_TAX_PROFILES + 2 }, (_, n) => call('PUT', other, undefined, foreign(n))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_TAX_PROFILES);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().error.message).toBe(
      `Puedes guardar hasta ${MAX_TAX_PROFILES} datos fiscales. Borra alguno para guardar otro.`,
    );
    expect((await list(other)).profiles).toHaveLength(MAX_TAX_PROFILES);
    // One already kept can still be changed at the limit.
    expect((await call('PUT', other, undefined, { ...foreign(0), legalName: 'Client Zero' })).statusCode).toBe(200);
  });
});
