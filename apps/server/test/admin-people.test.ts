import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = admin) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' } });

describe('people lists', () => {
  it('lists each group by role and searches by name or e-mail, accent-insensitive', async () => {
    const travellers = (await t.app.inject({ url: '/api/admin/people?group=travellers', headers: { cookie: admin } })).json();
    expect(travellers.data.every((p: { role: string }) => p.role === 'Viajero')).toBe(true);
    const collaborators = (
      await t.app.inject({ url: '/api/admin/people?group=collaborators', headers: { cookie: admin } })
    ).json();
    expect(collaborators.data.map((p: { email: string }) => p.email).sort()).toEqual([
      'admin@example.com',
      'coordinador@example.com',
      'organizador@example.com',
    ]);
    const found = (await t.app.inject({ url: '/api/admin/people?group=travellers&q=gomez', headers: { cookie: admin } })).json();
    expect(found.data.map((p: { email: string }) => p.email)).toContain('viajero@example.com');
  });

  it('creates a collaborator with a password through better-auth; they can sign in and enter the admin API', async () => {
    const res = await send('POST', '/api/admin/people?group=collaborators', {
      email: 'Nueva.Coordinadora@example.com',
      password: 'secreto1',
      full_name: 'Nueva Coordinadora',
      phone: '+52 33 1111 2222',
      role: 'Coordinador',
      country: 'México',
      city: 'Mérida',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nueva.coordinadora@example.com', role: 'Coordinador', city: 'Mérida' });
    const cookie = await signIn(t.app, 'nueva.coordinadora@example.com', 'secreto1');
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers the messages of docs/product.md §11.3 and refuses a taken e-mail or a role outside the list', async () => {
    const empty = await send('POST', '/api/admin/people?group=travellers', {});
    expect(empty.json().error.fields).toMatchObject({
      email: 'El correo es obligatorio.',
      password: 'La contraseña es obligatoria.',
      full_name: 'El nombre completo es obligatorio.',
    });
    const short = await send('POST', '/api/admin/people?group=travellers', {
      email: 'x@example.com',
      password: '123',
      full_name: 'X',
      role: 'Viajero',
    });
    expect(short.json().error.fields.password).toBe('La contraseña debe tener al menos 6 caracteres.');
    const bad = await send('POST', '/api/admin/people?group=travellers', {
      email: 'no-correo',
      password: 'secreto1',
      full_name: 'X',
      role: 'Viajero',
    });
    expect(bad.json().error.fields.email).toBe('El correo no es válido.');
    const taken = await send('POST', '/api/admin/people?group=travellers', {
      email: 'viajero@example.com',
      password: 'secreto1',
      full_name: 'X',
      role: 'Viajero',
    });
    expect(taken.statusCode).toBe(409);
    const wrongRole = await send('POST', '/api/admin/people?group=travellers', {
      email: 'y@example.com',
      password: 'secreto1',
      full_name: 'Y',
      role: 'Administrador',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().error.fields.role).toBe('Ese rol no corresponde a esta lista.');
  });

  it('lets only an Administrador grant the Administrador role', async () => {
    const coordinator = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const res = await send(
      'POST',
      '/api/admin/people?group=collaborators',
      { email: 'z@example.com', password: 'secreto1', full_name: 'Z', role: 'Administrador' },
      coordinator,
    );
    expect(res.statusCode).toBe(403);
    const ok = await send('POST', '/api/admin/people?group=collaborators', {
      email: 'z@example.com',
      password: 'secreto1',
      full_name: 'Z',
      role: 'Administrador',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('edits a profile without touching the e-mail, and lists a collaborator’s experiences', async () => {
    const list = (
      await t.app.inject({ url: '/api/admin/people?group=collaborators&q=coordinador@', headers: { cookie: admin } })
    ).json();
    const person = list.data[0];
    const res = await send('PUT', `/api/admin/people/${person.id}?group=collaborators`, {
      full_name: 'Carlos H.',
      phone: '',
      role: 'Organizador',
      country: 'México',
      city: '',
      email: 'otro@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'coordinador@example.com',
      full_name: 'Carlos H.',
      role: 'Organizador',
      phone: null,
      city: null,
    });
    const experiences = (
      await t.app.inject({ url: `/api/admin/people/${person.id}/experiences`, headers: { cookie: admin } })
    ).json();
    expect(experiences.length).toBe(2);
    expect(experiences[0]).toHaveProperty('status');
  });
});

describe('who may give or take staff access (issue 13)', () => {
  let s: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    s = await createTestApp({ demoData: true });
    for (const who of ['admin', 'coordinador', 'organizador'])
      cookies[who] = await signIn(s.app, `${who}@example.com`, 'demo1234');
  });
  afterAll(() => s?.close());

  const put = (cookie: string, id: string, group: string, body: object) =>
    s.app.inject({
      method: 'PUT',
      url: `/api/admin/people/${id}?group=${group}`,
      payload: body,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
  const post = (cookie: string, group: string, body: object) =>
    s.app.inject({
      method: 'POST',
      url: `/api/admin/people?group=${group}`,
      payload: body,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
  const person = async (email: string) =>
    (await s.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email) }))!;
  const form = (p: {
    fullName: string | null;
    phone: string | null;
    country: string | null;
    city: string | null;
    role: string | null;
  }) => ({
    full_name: p.fullName,
    phone: p.phone,
    country: p.country,
    city: p.city,
    role: p.role,
  });

  it('an Organizador cannot make a traveller staff, whatever list the address names', async () => {
    const traveller = await person('viajero@example.com');
    const res = await put(cookies.organizador!, traveller.id, 'collaborators', { ...form(traveller), role: 'Coordinador' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Solo un Administrador puede cambiar el rol de una persona.',
    });
    expect(await person('viajero@example.com')).toEqual(traveller);
  });

  it("staff below Administrador cannot take anyone's staff access away", async () => {
    const coordinator = await person('coordinador@example.com');
    const organizer = await person('organizador@example.com');
    // An Organizador on a Coordinador: above them, so read-only, and no role change either.
    const up = await put(cookies.organizador!, coordinator.id, 'travellers', { ...form(coordinator), role: 'Viajero' });
    expect(up.statusCode).toBe(403);
    // A Coordinador on an Organizador (below them): still no role change.
    const down = await put(cookies.coordinador!, organizer.id, 'travellers', { ...form(organizer), role: 'Viajero' });
    expect(down.statusCode).toBe(403);
    expect(down.json().error.message).toBe('Solo un Administrador puede cambiar el rol de una persona.');
    expect(await person('coordinador@example.com')).toEqual(coordinator);
    expect(await person('organizador@example.com')).toEqual(organizer);
  });

  it('staff still edit the profile of someone at or below their role, keeping the role', async () => {
    const traveller = await person('viajero@example.com');
    const res = await put(cookies.organizador!, traveller.id, 'travellers', { ...form(traveller), city: 'Oaxaca' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Viajero', city: 'Oaxaca' });
    const organizer = await person('organizador@example.com');
    const peer = await put(cookies.coordinador!, organizer.id, 'collaborators', {
      ...form(organizer),
      phone: '+52 222 000 1111',
    });
    expect(peer.statusCode).toBe(200);
    expect(peer.json()).toMatchObject({ role: 'Organizador', phone: '+52 222 000 1111' });
  });

  it('people above your role are read-only: no renaming or re-phoning the Administrador', async () => {
    const admin = await person('admin@example.com');
    const coordinator = await person('coordinador@example.com');
    for (const [cookie, target, change] of [
      [cookies.coordinador!, admin, { full_name: 'Otro Nombre' }],
      [cookies.organizador!, admin, { phone: '+52 1 000 0000' }],
      [cookies.organizador!, coordinator, { full_name: 'Otro Nombre' }],
    ] as const) {
      const res = await put(cookie, target.id, 'collaborators', { ...form(target), ...change });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('No puedes modificar a una persona con un rol superior al tuyo.');
    }
    expect(await person('admin@example.com')).toEqual(admin);
    expect(await person('coordinador@example.com')).toEqual(coordinator);
  });

  it("reads a person's list from the database: even an Administrador cannot move a traveller into staff by the address", async () => {
    const traveller = await person('viajero@example.com');
    const res = await put(cookies.admin!, traveller.id, 'collaborators', { ...form(traveller), role: 'Coordinador' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.role).toBe('Ese rol no corresponde a esta lista.');
    expect((await person('viajero@example.com')).role).toBe('Viajero');
  });

  it('only an Administrador adds collaborators; other staff may add travellers and providers', async () => {
    const account = (email: string, role: string) => ({ email, password: 'secreto1', full_name: 'Nueva Persona', role });
    const staff = await post(cookies.organizador!, 'collaborators', account('nuevo.org@example.com', 'Organizador'));
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe('Solo un Administrador puede añadir colaboradores.');
    expect(
      await s.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'nuevo.org@example.com') }),
    ).toBeUndefined();
    expect((await post(cookies.coordinador!, 'travellers', account('nueva.viajera@example.com', 'Viajero'))).statusCode).toBe(
      201,
    );
    expect((await post(cookies.organizador!, 'providers', account('nuevo.prov@example.com', 'Proveedor'))).statusCode).toBe(201);
    expect((await post(cookies.admin!, 'collaborators', account('nuevo.coord@example.com', 'Coordinador'))).statusCode).toBe(201);
  });

  it('the last Administrador cannot remove their own role; with two, taking each other’s at once leaves one', async () => {
    const admin = await person('admin@example.com');
    const alone = await put(cookies.admin!, admin.id, 'collaborators', { ...form(admin), role: 'Coordinador' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(
      'Debe quedar al menos un Administrador: asigna ese rol a otra persona antes de quitártelo.',
    );
    expect((await person('admin@example.com')).role).toBe('Administrador');

    const created = await post(cookies.admin!, 'collaborators', {
      email: 'segunda.admin@example.com',
      password: 'secreto1',
      full_name: 'Segunda Admin',
      role: 'Administrador',
    });
    expect(created.statusCode).toBe(201);
    const second = await person('segunda.admin@example.com');
    const secondCookie = await signIn(s.app, 'segunda.admin@example.com', 'secreto1');
    const answers = await Promise.all([
      put(cookies.admin!, second.id, 'collaborators', { ...form(second), role: 'Coordinador' }),
      put(secondCookie, admin.id, 'collaborators', { ...form(admin), role: 'Coordinador' }),
    ]);
    // One wins; the other is refused: 409 when both got past the staff guard before either
    // committed, 403 when the loser was already no longer an Administrador.
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([403, 409]).toContain(lost!.statusCode);
    const admins = (await s.app.database.db.query.user.findMany()).filter((u) => u.role === 'Administrador');
    expect(admins).toHaveLength(1);
  });
});
