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

  it('answers the spec messages and refuses a taken e-mail or a role outside the list', async () => {
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
