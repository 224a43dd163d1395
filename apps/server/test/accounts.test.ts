import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const authPost = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload });

/** The newest e-mail in the outbox sent to `to`. */
async function lastMailTo(to: string): Promise<{ subject: string; text: string; html: string }> {
  const dir = join(t.config.dataDir, 'outbox');
  let found: { subject: string; text: string; html: string; to: { address: string }[] } | undefined;
  await expect
    .poll(() => {
      const files = safeList(dir).sort();
      found = files
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
        .filter((m) => m.to[0].address === to)
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
const safeList = (dir: string) => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
};
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

describe('sign-up and e-mail confirmation', () => {
  it('sends a Spanish confirmation e-mail whose link confirms the address', async () => {
    const res = await authPost('/sign-up/email', {
      email: 'ana@example.com',
      password: 'secreto1',
      name: 'Ana Ruiz',
      fullName: 'Ana Ruiz',
      phone: '+52 55 1234 5678',
      country: 'México',
      city: 'Puebla',
      locale: 'es-MX',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo('ana@example.com');
    expect(mail.subject).toBe('Confirma tu correo en Hormiga Viajera');
    expect(mail.text).toContain('Hola, Ana Ruiz:');
    // Booking needs no confirmed address (issue 15): the mail does not say it does.
    expect(mail.text).toContain('Ya puedes reservar.');
    expect(mail.text).not.toContain('para empezar a reservar');
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s]+)/.exec(mail.text)![1]!;
    const stored = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'ana@example.com') });
    expect(stored).toMatchObject({
      emailVerified: false,
      fullName: 'Ana Ruiz',
      city: 'Puebla',
      locale: 'es-MX',
      role: 'Viajero',
    });

    const follow = await t.app.inject(link.replace('http://localhost:3000', ''));
    expect(follow.statusCode).toBeLessThan(400);
    const after = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'ana@example.com') });
    expect(after?.emailVerified).toBe(true);
  });

  it('does not let sign-up set a role or seeds', async () => {
    const res = await authPost('/sign-up/email', {
      email: 'tramposo@example.com',
      password: 'secreto1',
      name: 'T',
      role: 'Administrador',
      seeds: 9999,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const user = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'tramposo@example.com') });
    expect(user?.role ?? 'Viajero').toBe('Viajero');
    expect(user?.seeds ?? 0).toBe(0);
  });
});

describe("better-auth's own writes follow the profile's rules (issue 13)", () => {
  const huge = 'x'.repeat(900_000);
  const account = (email: string) => t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email) });

  it.each([
    { fields: { name: huge, fullName: 'Ana' }, field: 'name', message: 'El nombre es demasiado largo (máximo 120 caracteres).' },
    {
      fields: { name: 'Ana', fullName: huge },
      field: 'fullName',
      message: 'El nombre es demasiado largo (máximo 120 caracteres).',
    },
    { fields: { name: 'Ana', phone: huge }, field: 'phone', message: 'El teléfono es demasiado largo (máximo 30 caracteres).' },
    { fields: { name: 'Ana', country: 'Narnia' }, field: 'country', message: 'Elige un país de la lista.' },
    { fields: { name: 'Ana', city: huge }, field: 'city', message: 'La ciudad es demasiado larga (máximo 80 caracteres).' },
    { fields: { name: 'Ana', locale: huge }, field: 'locale', message: 'El idioma no es válido.' },
    { fields: { name: 'Ana', locale: '<script>' }, field: 'locale', message: 'El idioma no es válido.' },
    { fields: { name: 'Ana', fullName: { a: 1 } }, field: 'fullName', message: 'Debe ser un texto.' },
  ])('sign-up refuses a bad $field in Spanish and creates no account (case $#)', async ({ fields, field, message }) => {
    const email = `grande-${field}-${JSON.stringify(fields).length}@example.com`;
    const res = await authPost('/sign-up/email', { email, password: 'secreto1', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PROFILE_FIELDS', message, fields: { [field]: message } });
    // The first message's key travels beside its Spanish (docs/decisions/0197-messages-travel-as-keys.md).
    expect(res.json().key).toMatch(/^profileField\./);
    expect(await account(email)).toBeUndefined();
  });

  it('sign-up stores the checked values trimmed, with blanks as nothing', async () => {
    const res = await authPost('/sign-up/email', {
      email: 'recortada@example.com',
      password: 'secreto1',
      name: '  Rosa Díaz ',
      fullName: ' Rosa Díaz',
      phone: '  ',
      country: 'México ',
      city: '',
      locale: 'es-MX',
    });
    expect(res.statusCode).toBe(200);
    expect(await account('recortada@example.com')).toMatchObject({
      name: 'Rosa Díaz',
      fullName: 'Rosa Díaz',
      phone: null,
      country: 'México',
      city: null,
      locale: 'es-MX',
    });
  });

  it('update-user refuses oversized or unknown values and changes nothing', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const before = await account('viajero@example.com');
    for (const body of [
      { name: huge },
      { fullName: huge },
      { phone: huge },
      { country: 'Atlántida' },
      { city: huge },
      { locale: huge },
      { image: huge },
      { fullName: 'Válido', city: huge },
    ]) {
      const res = await authPost('/update-user', body, cookie);
      expect(res.statusCode, Object.keys(body).join()).toBe(400);
      expect(res.json().code).toBe('INVALID_PROFILE_FIELDS');
      expect(res.json().message).toMatch(/demasiado larg|Elige un país|idioma no es válido/);
    }
    expect(await account('viajero@example.com')).toEqual(before);
    const ok = await authPost('/update-user', { fullName: ' Valeria Gómez ', country: 'Chile' }, cookie);
    expect(ok.statusCode).toBe(200);
    expect(await account('viajero@example.com')).toMatchObject({ fullName: 'Valeria Gómez', country: 'Chile' });
  });

  it("the admin plugin's create-user and update-user, called inside the server, are held to the same rules", async () => {
    // Their HTTP paths are closed (auth/routes.ts); the rule still holds for any server-side call.
    const headers = new Headers({ cookie: await signIn(t.app, 'admin@example.com', 'demo1234') });
    await expect(
      t.app.auth.api.createUser({
        body: { email: 'plugin@example.com', password: 'secreto1', name: huge, data: { city: 'León' } },
        headers,
      }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_PROFILE_FIELDS' } });
    expect(await account('plugin@example.com')).toBeUndefined();
    const target = (await account('proveedor@example.com'))!;
    await expect(
      t.app.auth.api.adminUpdateUser({ body: { userId: target.id, data: { fullName: huge } }, headers }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_PROFILE_FIELDS' } });
    expect(await account('proveedor@example.com')).toEqual(target);
  });
});

describe('password reset', () => {
  it('e-mails a /password-reset link with the token in the fragment; the new password replaces the old and ends other sessions', async () => {
    const otherSession = await signIn(t.app, 'organizador@example.com', 'demo1234');
    expect(
      (await authPost('/request-password-reset', { email: 'organizador@example.com', redirectTo: '/password-reset' })).statusCode,
    ).toBe(200);
    const mail = await lastMailTo('organizador@example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Hormiga Viajera');
    const token = /http:\/\/localhost:3000\/password-reset#access_token=([^&\s]+)&type=recovery/.exec(mail.text)![1]!;

    const reset = await authPost('/reset-password', { newPassword: 'nueva-clave', token: decodeURIComponent(token) });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t.app, 'organizador@example.com', 'demo1234')).rejects.toThrow(/401/);
    expect(await signIn(t.app, 'organizador@example.com', 'nueva-clave')).toContain('session_token');
    const stale = await t.app.inject({ url: '/api/profile', headers: { cookie: otherSession } });
    expect(stale.statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail (no account enumeration)', async () => {
    const res = await authPost('/request-password-reset', { email: 'nadie@example.com', redirectTo: '/password-reset' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses the 4th request for one e-mail within 5 minutes, in Spanish, with the minutes to wait', async () => {
    for (let i = 0; i < 3; i++)
      expect((await authPost('/request-password-reset', { email: 'limite@example.com' })).statusCode).toBe(200);
    const res = await authPost('/request-password-reset', { email: 'LIMITE@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Has intentado demasiadas veces. Por favor, espera 5 minuto(s).');
    expect((await authPost('/request-password-reset', { email: 'otro@example.com' })).statusCode).toBe(200);
  });

  it('refuses an invalid token', async () => {
    const res = await authPost('/reset-password', { newPassword: 'nueva-clave', token: 'no-es-un-token' });
    expect(res.statusCode).toBe(400);
  });
});

describe('own profile', () => {
  it('needs a session', async () => {
    expect((await t.app.inject('/api/profile')).statusCode).toBe(401);
  });

  it('updates only full name, phone, country and city of the caller', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const before = (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json();
    expect(before).toMatchObject({ email: 'viajero@example.com', role: 'Viajero', seeds: 175 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...json, cookie },
      payload: { full_name: 'Valeria G.', phone: '+52 81 0000 0000', country: 'México', city: 'Saltillo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Valeria G.', city: 'Saltillo', role: 'Viajero', seeds: 175 });
    const admin = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'admin@example.com') });
    expect(admin?.city).toBe('Ciudad de México');
  });

  it('changes only the fields sent: omitted ones stay, null or "" clears one (issue 13)', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...json, cookie }, payload });
    const before = (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json();
    expect(before).toMatchObject({ full_name: 'Carlos Hernández', country: 'México', city: 'Guadalajara' });

    const phoneOnly = await patch({ phone: '+52 1' });
    expect(phoneOnly.statusCode).toBe(200);
    expect(phoneOnly.json()).toMatchObject({
      full_name: 'Carlos Hernández',
      phone: '+52 1',
      country: 'México',
      city: 'Guadalajara',
    });
    const stored = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'coordinador@example.com') });
    expect(stored).toMatchObject({
      name: before.full_name,
      fullName: 'Carlos Hernández',
      country: 'México',
      city: 'Guadalajara',
    });

    expect((await patch({})).json()).toMatchObject({ full_name: 'Carlos Hernández', phone: '+52 1', city: 'Guadalajara' });
    const cleared = await patch({ city: '', phone: null, country: '  España ' });
    expect(cleared.json()).toMatchObject({ full_name: 'Carlos Hernández', phone: null, country: 'España', city: null });
  });

  it('refuses an oversized or unknown value with a Spanish message per field, storing nothing', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const read = () => t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'viajero@example.com') });
    const before = await read();
    for (const [payload, field, message] of [
      [{ full_name: 'x'.repeat(900_000) }, 'full_name', 'El nombre es demasiado largo (máximo 120 caracteres).'],
      [{ phone: '5'.repeat(31), city: 'Monterrey' }, 'phone', 'El teléfono es demasiado largo (máximo 30 caracteres).'],
      [{ country: 'Narnia' }, 'country', 'Elige un país de la lista.'],
      [{ city: 'c'.repeat(81) }, 'city', 'La ciudad es demasiado larga (máximo 80 caracteres).'],
      [{ full_name: 42 }, 'full_name', 'Debe ser un texto.'],
    ] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...json, cookie }, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await read()).toEqual(before);
  });

  it.each([
    { role: 'Administrador' },
    { seeds: 100000 },
    { email: 'otra@example.com' },
    { id: '00000000-0000-0000-0000-000000000000' },
  ])('refuses a body that tries to change %o, changing nothing', async (extra) => {
    const cookie = await signIn(t.app, 'proveedor@example.com', 'demo1234');
    const before = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'proveedor@example.com') });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...json, cookie },
      payload: { city: 'Otra', ...extra },
    });
    expect(res.statusCode).toBe(400);
    const after = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'proveedor@example.com') });
    expect(after).toEqual(before);
  });
});

describe('avatar upload', () => {
  const upload = (cookie: string, data: Buffer, filename = 'foto.png', type = 'image/png') => {
    const boundary = '----hv';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };
  const png = (w = 64, h = 64) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#c8553d' } })
      .png()
      .toBuffer();

  it('stores a real image as WebP named {userId}-{timestamp}.webp and removes the old one', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const first = await upload(cookie, await png());
    expect(first.statusCode).toBe(200);
    const url1: string = first.json().avatar_url;
    expect(url1).toMatch(new RegExp(`^/storage/avatars/${first.json().id}-\\d+\\.webp$`));
    const served = await t.app.inject(url1);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await upload(cookie, await png(80, 80));
    expect(second.json().avatar_url).not.toBe(url1);
    expect((await t.app.inject(url1)).statusCode).toBe(404);
  });

  it('limits each account to 10 uploads in 10 minutes, in Spanish, keeping the photo it has', async () => {
    const cookie = await signIn(t.app, 'proveedor@example.com', 'demo1234');
    const image = await png(32, 32);
    let last = '';
    for (let i = 0; i < 10; i++) {
      const res = await upload(cookie, image);
      expect(res.statusCode).toBe(200);
      last = res.json().avatar_url;
    }
    const refused = await upload(cookie, image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const profile = (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json();
    expect(profile.avatar_url).toBe(last);
    expect((await t.app.inject(last)).statusCode).toBe(200);
    // Another account is not affected.
    const other = await signIn(t.app, 'viajero@example.com', 'demo1234');
    expect((await upload(other, image)).statusCode).toBe(200);
  });

  it('refuses wrong magic bytes, truncated images, SVG/HTML disguised as images and pixel bombs', async () => {
    const cookie = await signIn(t.app, 'admin@example.com', 'demo1234');
    const valid = await png(400, 400);
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: [Buffer, string][] = [
      [Buffer.from('not an image at all'), 'foto.png'],
      [valid.subarray(0, Math.floor(valid.length / 2)), 'truncada.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'foto.png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg'],
      [bomb, 'bomba.png'],
    ];
    for (const [data, name] of cases) {
      const res = await upload(cookie, data, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message).toMatch(/PNG, JPEG o WebP|dañada/);
    }
    const profile = (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json();
    expect(profile.avatar_url).toBeNull();
  });

  it('refuses files over 5 MB with 413', async () => {
    const cookie = await signIn(t.app, 'admin@example.com', 'demo1234');
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
  });
});

describe('two-step verification (TOTP)', () => {
  it('enrols with a verified code, then sign-in asks for the code', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const enable = await authPost('/two-factor/enable', { password: 'demo1234' }, cookie);
    expect(enable.statusCode).toBe(200);
    const uri = new URL(enable.json().totpURI);
    const secret = base32.decode(uri.searchParams.get('secret')!);
    const code = await createOTP(secret).totp();
    const verify = await authPost('/two-factor/verify-totp', { code }, cookie);
    expect(verify.statusCode).toBe(200);

    const signInRes = await authPost('/sign-in/email', { email: 'coordinador@example.com', password: 'demo1234' });
    expect(signInRes.json().twoFactorRedirect).toBe(true);
    const pending = cookieOf(signInRes);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: pending } })).statusCode).toBe(401);
    const second = await authPost('/two-factor/verify-totp', { code: await createOTP(secret).totp() }, pending);
    expect(second.statusCode).toBe(200);
    const session = cookieOf(second);
    const profile = await t.app.inject({ url: '/api/profile', headers: { cookie: session } });
    expect(profile.json().two_factor_enabled).toBe(true);
  });
});
