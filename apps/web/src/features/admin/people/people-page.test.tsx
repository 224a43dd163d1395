import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import CollaboratorsPage from './collaborators-page.tsx';
import TravellersPage from './travellers-page.tsx';

const person = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  email: 'lucia@example.com',
  full_name: 'Lucía Hernández',
  phone: null,
  country: 'México',
  city: null,
  role: 'Coordinador',
  seeds: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};
const list = { data: [person], count: 1, currentPage: 1, perPage: 20, totalPages: 1 };
const me = (role: string) => ({ id: 'f0000000-0000-4000-8000-000000000009', email: 'yo@example.com', role, fullName: 'Yo' });

/** The list, an empty experiences card, and who is signed in. */
const answers =
  (role = 'Administrador', rows = list) =>
  (url: URL) =>
    url.pathname === '/api/admin/me'
      ? jsonResponse(me(role))
      : url.pathname.endsWith('/experiences')
        ? jsonResponse([])
        : jsonResponse(rows);

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('people lists', () => {
  it('shows the short ID, expands the panel with "No especificado" and the empty experiences text', async () => {
    stubFetch(answers());
    const { user } = renderRoutes([{ path: '/', element: <CollaboratorsPage /> }]);
    expect(await screen.findByText('a1b2c3d4...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listado de Colaboradores' })).toBeInTheDocument();
    // The name is the row's disclosure button; a click elsewhere on the row opens it too.
    const toggle = screen.getByRole('button', { name: 'Lucía Hernández' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByText('lucia@example.com'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Este colaborador aún no ha creado experiencias.')).toBeInTheDocument();
    expect(screen.getAllByText('No especificado')).toHaveLength(2);
    // The button toggles once per click (the row's own click handler does not undo it), and by keyboard.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Colaborador' });
    expect(within(dialog).getByLabelText(/^Correo electrónico/)).toBeDisabled();
    expect(within(dialog).queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText(/^Rol/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Coordinador', 'Organizador', 'Administrador']);
    // The country comes from the profile's list, as the server requires.
    expect(within(dialog).getByLabelText(/^País/)).toHaveValue('México');
    expect(within(within(dialog).getByLabelText(/^País/)).getByRole('option', { name: 'Chile' })).toBeInTheDocument();
  });

  it('offers a non-Administrador no role choice: the role is read-only and collaborators cannot be added', async () => {
    const fetchMock = stubFetch(answers('Coordinador'));
    const { user } = renderRoutes([{ path: '/', element: <CollaboratorsPage /> }]);
    await user.click(await screen.findByRole('button', { name: 'Lucía Hernández' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Colaborador' });
    const role = within(dialog).getByLabelText(/^Rol/);
    expect(role).toHaveValue('Coordinador');
    expect(role).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Solo un Administrador puede cambiar el rol.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Administrador' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const create = await screen.findByRole('dialog', { name: 'Añadir Nuevo Colaborador' });
    expect(within(create).getByLabelText(/^Rol/)).toHaveAttribute('readonly');
    await user.type(within(create).getByLabelText(/^Correo electrónico/), 'nuevo@example.com');
    await user.type(within(create).getByLabelText(/^Contraseña/), 'secreta1');
    await user.type(within(create).getByLabelText(/^Nombre completo/), 'Nuevo Colaborador');
    await user.click(within(create).getByRole('button', { name: 'Guardar' }));
    expect(within(create).getAllByText('Solo un Administrador puede añadir colaboradores.').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows someone above your role read-only: no "Editar Perfil" for the Administrador', async () => {
    stubFetch(answers('Organizador', { ...list, data: [{ ...person, role: 'Administrador' }] }));
    const { user } = renderRoutes([{ path: '/', element: <CollaboratorsPage /> }]);
    await user.click(await screen.findByRole('button', { name: 'Lucía Hernández' }));
    expect(await screen.findByText('Solo lectura: esta persona tiene un rol superior al tuyo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Perfil' })).not.toBeInTheDocument();
  });

  it('on a phone, shows each person as a card whose button opens the same panel', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    stubFetch(answers());
    const { user } = renderRoutes([{ path: '/', element: <CollaboratorsPage /> }]);
    const toggle = await screen.findByRole('button', { name: 'Ver detalles de Lucía Hernández' });
    const card = toggle.closest('li')!;
    expect(within(card).getByText('a1b2c3d4...')).toBeInTheDocument();
    expect(within(card).getByText('lucia@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Coordinador')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Este colaborador aún no ha creado experiencias.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
  });

  it('creates a traveller with e-mail and password', async () => {
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ ...person, role: 'Viajero' }, 201)
        : answers('Organizador', { ...list, data: [] })(url),
    );
    const { user } = renderRoutes([{ path: '/', element: <TravellersPage /> }]);
    expect(await screen.findByText('No hay hormiguitas registradas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Nueva Hormiguita' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('El correo es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(within(dialog).getByText('El nombre completo es obligatorio.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Correo electrónico/), 'nuevo@example.com');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta1');
    await user.type(within(dialog).getByLabelText(/^Nombre completo/), 'Nuevo Viajero');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Hormiguita añadida.')).toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(String(input)).toBe('/api/admin/people?group=travellers');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'nuevo@example.com', password: 'secreta1', role: 'Viajero' });
  });
});
