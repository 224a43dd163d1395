import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { loadI18n, NAMESPACES } from '@/lib/i18n.tsx';
import { authToasts } from '../lib/auth-messages.ts';
import { checkNewPassword, PasswordResetPage, readRecoveryToken } from './password-reset-page.tsx';

// checkNewPassword picks one of the page's toasts: here the Spanish ones.
const spanish = await loadI18n('es', undefined, NAMESPACES);
const toasts = authToasts((id, values) => spanish._(id, values));

afterEach(() => act(() => resetToastsForTests()));

const openResetPage = (hash = '#access_token=tok-123&type=recovery') =>
  renderPage('/password-reset', <PasswordResetPage />, `/password-reset${hash}`);

async function submit(view: ReturnType<typeof openResetPage>, password: string, confirmation: string) {
  if (password) await view.user.type(screen.getByLabelText(/^Nueva contraseña/), password);
  if (confirmation) await view.user.type(screen.getByLabelText(/^Confirmar contraseña/), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
}

describe('readRecoveryToken', () => {
  it.each([
    ['#access_token=abc&type=recovery', 'abc'],
    ['#type=recovery&access_token=a%2Bb', 'a+b'],
    ['#type=recovery', null],
    ['#access_token=', null],
    ['', null],
  ])('%s → %s', (hash, token) => expect(readRecoveryToken(hash)).toBe(token));
});

// docs/product.md §3.3: the match check comes first, then the length.
describe('checkNewPassword', () => {
  it.each([
    ['abc', 'abd', 'Las contraseñas no coinciden'],
    ['abc', 'abc', 'Contraseña muy corta'],
    ['abcdef', 'abcdeg', 'Las contraseñas no coinciden'],
    ['abcdef', 'abcdef', null],
  ])('%s / %s → %s', (password, confirmation, title) =>
    expect(checkNewPassword(password, confirmation, toasts)?.title ?? null).toBe(title),
  );
});

describe('PasswordResetPage', () => {
  it("without a token in the address: 'Enlace inválido' and back home", async () => {
    const view = openResetPage('');
    expect(await screen.findByTestId('other-page')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByText('Enlace inválido')).toBeInTheDocument();
    expect(screen.getByText('El enlace de recuperación de contraseña es inválido o ha expirado.')).toBeInTheDocument();
  });

  it('shows the title, two fields with show/hide toggles, and removes the token from the address', async () => {
    const view = openResetPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu nueva contraseña' })).toBeInTheDocument();
    const field = screen.getByLabelText(/^Nueva contraseña/);
    expect(field).toHaveAttribute('type', 'password');

    const toggles = screen.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(toggles).toHaveLength(2);
    await view.user.click(toggles[0]!);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toBeInTheDocument();
    expect(view.router.state.location.hash).toBe('');
  });

  it('checks that the passwords match before their length', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: true }));
    const view = openResetPage();

    await submit(view, 'abc', 'abd');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByText('Por favor, asegúrate de que ambas contraseñas sean iguales.')).toBeInTheDocument();
    expect(screen.queryByText('Contraseña muy corta')).not.toBeInTheDocument();

    await view.user.clear(screen.getByLabelText(/^Confirmar contraseña/));
    await view.user.type(screen.getByLabelText(/^Confirmar contraseña/), 'abc');
    await view.user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Contraseña muy corta')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires both fields', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: true }));
    const view = openResetPage();
    await submit(view, '', '');
    expect(screen.getAllByText('La contraseña es obligatoria.')).toHaveLength(2);
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves with the token, shows 'Guardando...', then '¡Contraseña actualizada!' and goes home", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const view = openResetPage();
    await submit(view, 'nueva-clave', 'nueva-clave');

    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123', newPassword: 'nueva-clave' });

    await act(async () => answer(jsonResponse({ status: true })));
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeInTheDocument();
    expect(screen.getByText('Tu contraseña ha sido cambiada con éxito. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it("shows 'Error al actualizar' with the reason and stays on the page", async () => {
    stubFetch(() => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400));
    const view = openResetPage();
    await submit(view, 'nueva-clave', 'nueva-clave');

    expect(await screen.findByText('Error al actualizar')).toBeInTheDocument();
    expect(screen.getByText('El enlace de recuperación de contraseña es inválido o ha expirado.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/password-reset');
    expect(screen.getByRole('button', { name: 'Guardar nueva contraseña' })).toBeEnabled();
  });

  it('falls back to the docs/product.md §3.3 wording when the server gives no reason', async () => {
    stubFetch(() => jsonResponse({}, 500));
    const view = openResetPage();
    await submit(view, 'nueva-clave', 'nueva-clave');
    expect(await screen.findByText('No se pudo cambiar la contraseña. Inténtalo de nuevo.')).toBeInTheDocument();
  });
});
