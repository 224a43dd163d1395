import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { jsonResponse, stubFetch, type FetchHandler } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { RESET_ATTEMPTS_STORAGE_KEY } from '../lib/reset-attempts.ts';
import { AUTH_DIALOG_RESET_MS, AuthDialogProvider } from './auth-dialog-provider.tsx';
import { useAuthDialog } from './auth-dialog-context.ts';

beforeEach(() => localStorage.clear());
afterEach(() => act(() => resetToastsForTests()));

const config = { brand_name: 'Hormiga Viajera', whatsapp_number: '5215512345678', auth_providers: [] };

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Answers /api/config and the better-auth endpoints named in `answers`; records what was sent. */
function stubAuthServer(answers: Record<string, () => Response> = {}, authProviders: string[] = []) {
  const calls: Call[] = [];
  const handler: FetchHandler = (url, init) => {
    const path = url.pathname;
    if (path === '/api/config') return jsonResponse({ ...config, auth_providers: authProviders });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const answer = answers[path];
    return answer ? answer() : jsonResponse(null);
  };
  stubFetch(handler);
  return calls;
}

function Opener() {
  const dialog = useAuthDialog();
  return (
    <>
      <button onClick={() => dialog.open()}>Abrir</button>
      <button onClick={() => dialog.open('register')}>Abrir registro</button>
      <button onClick={() => dialog.open('forgotPassword')}>Abrir recuperación</button>
    </>
  );
}

async function openDialog(buttonName = 'Abrir') {
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <AuthDialogProvider>
          <Opener />
        </AuthDialogProvider>
      ),
    },
  ]);
  await view.user.click(screen.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

const toastTitled = (title: string) => screen.findByText(title);

afterEach(() => vi.useRealTimers());

describe('auth dialog: register', () => {
  async function fillRegister(user: Awaited<ReturnType<typeof openDialog>>['user'], email: string) {
    await user.type(screen.getByLabelText(/Nombre completo/), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/Correo electrónico/), email);
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
  }

  it("refuses an e-mail without the pattern with 'Correo inválido'", async () => {
    const calls = stubAuthServer();
    const { user } = await openDialog('Abrir registro');
    await fillRegister(user, 'ana arroba example');
    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await toastTitled('Correo inválido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, introduce una dirección de correo válida.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/auth'))).toEqual([]);
  });

  it("asks for the captcha with 'Verificación requerida', then creates the account with its metadata", async () => {
    const calls = stubAuthServer({ '/api/auth/sign-up/email': () => jsonResponse({ token: 't', user: { id: 'u1' } }) });
    const { user, dialog } = await openDialog('Abrir registro');
    await fillRegister(user, 'ana@example.com');
    await user.type(screen.getByLabelText(/Teléfono/), '+52 55 1234 5678');
    await user.selectOptions(screen.getByLabelText(/País/), 'México');
    await user.type(screen.getByLabelText(/Ciudad/), 'Puebla');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await toastTitled('Verificación requerida')).toBeInTheDocument();
    expect(screen.getByText('Por favor, completa el captcha.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'No soy un robot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    expect(await toastTitled('¡Cuenta creada!')).toBeInTheDocument();
    expect(screen.getByText('Hemos enviado un enlace de confirmación a tu correo electrónico.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/auth/sign-up/email',
        body: expect.objectContaining({
          email: 'ana@example.com',
          password: 'secreto1',
          name: 'Ana Ruiz',
          fullName: 'Ana Ruiz',
          phone: '+52 55 1234 5678',
          country: 'México',
          city: 'Puebla',
          locale: navigator.language || 'en-US',
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the required fields and sends nothing while they are empty', async () => {
    const calls = stubAuthServer();
    const { user } = await openDialog('Abrir registro');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByText('El nombre completo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El correo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("shows 'Falló el registro' with the server's reason in Spanish", async () => {
    stubAuthServer({
      '/api/auth/sign-up/email': () =>
        jsonResponse({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' }, 422),
    });
    const { user } = await openDialog('Abrir registro');
    await fillRegister(user, 'viajero@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await toastTitled('Falló el registro')).toBeInTheDocument();
    expect(screen.getByText('Ya existe una cuenta con este correo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the password rule under the password field before anything is sent', async () => {
    stubAuthServer();
    await openDialog('Abrir registro');

    const password = screen.getByLabelText(/^Contraseña/);
    expect(screen.getByText('Mínimo 6 caracteres')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Mínimo 6 caracteres');
  });
});

describe('auth dialog: social sign-in', () => {
  const configLoaded = (queryClient: QueryClient) =>
    waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));

  it("offers no provider, and no 'o continúa con' line, when the server has none configured", async () => {
    stubAuthServer();
    const { queryClient } = await openDialog('Abrir registro');
    await configLoaded(queryClient);

    expect(screen.queryByRole('button', { name: /^Continuar con/ })).not.toBeInTheDocument();
    expect(screen.queryByText('o continúa con')).not.toBeInTheDocument();
  });

  it('shows only the configured provider and starts its sign-in with the locale', async () => {
    const calls = stubAuthServer(
      {
        // The provider was removed after the page loaded: the server's refusal, in Spanish.
        '/api/auth/sign-in/social': () => jsonResponse({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' }, 404),
      },
      ['google'],
    );
    const { user } = await openDialog('Abrir registro');

    const google = await screen.findByRole('button', { name: 'Continuar con Google' });
    expect(screen.queryByRole('button', { name: 'Continuar con Facebook' })).not.toBeInTheDocument();
    expect(screen.getByText('o continúa con')).toBeInTheDocument();
    await user.click(google);

    expect(await toastTitled('Falló el inicio de sesión con Google')).toBeInTheDocument();
    expect(screen.getByText('Este proveedor no está configurado en este sitio.', { exact: true })).toBeInTheDocument();
    const social = calls.filter((c) => c.path === '/api/auth/sign-in/social');
    expect(social).toHaveLength(1);
    expect(social[0]!.body).toMatchObject({ provider: 'google', callbackURL: expect.stringMatching(/^\/\?locale=/) });
  });
});

describe('auth dialog: login', () => {
  it('requires e-mail and password', async () => {
    const calls = stubAuthServer();
    const { user } = await openDialog();
    expect(screen.getByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(screen.getByText('El correo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveFocus();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription('El correo es obligatorio.');
    expect(calls).toEqual([]);
  });

  it("welcomes back and closes on success, shows 'Falló el inicio de sesión' on failure", async () => {
    let accept = false;
    stubAuthServer({
      '/api/auth/sign-in/email': () =>
        accept
          ? jsonResponse({ redirect: false, token: 't', user: { id: 'u1' } })
          : jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'viajero@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await toastTitled('Falló el inicio de sesión')).toBeInTheDocument();
    expect(screen.getByText('Correo o contraseña incorrectos.')).toBeInTheDocument();

    accept = true;
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await toastTitled('¡Bienvenido de vuelta!')).toBeInTheDocument();
    expect(screen.getByText('Has iniciado sesión correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the 6-digit code when the account has two-step verification', async () => {
    const calls = stubAuthServer({
      '/api/auth/sign-in/email': () => jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      '/api/auth/two-factor/verify-totp': () => jsonResponse({ token: 't', user: { id: 'u1' } }),
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'coordinador@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const code = await screen.findByLabelText(/Código de verificación/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.queryByText('¡Bienvenido de vuelta!')).not.toBeInTheDocument();

    await user.type(code, '12a345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('Escribe el código de 6 dígitos de tu app de autenticación.')).toBeInTheDocument();

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await toastTitled('¡Bienvenido de vuelta!')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: '/api/auth/two-factor/verify-totp', body: { code: '123456' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('auth dialog: forgot password', () => {
  async function requestReset(email: string) {
    const view = await openDialog();
    await view.user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/Correo electrónico/), email);
    await view.user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    return view;
  }

  it("sends the link, says 'Correo enviado', counts the send and returns to the login view", async () => {
    const calls = stubAuthServer({ '/api/auth/request-password-reset': () => jsonResponse({ status: true }) });
    await requestReset('ana@example.com');

    expect(await toastTitled('Correo enviado')).toBeInTheDocument();
    expect(screen.getByText('Si la cuenta existe, recibirás un enlace para restablecer tu contraseña.')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/api/auth/request-password-reset', body: { email: 'ana@example.com', redirectTo: '/password-reset' } },
    ]);
    expect(await screen.findByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(RESET_ATTEMPTS_STORAGE_KEY)!)['ana@example.com']).toHaveLength(1);
  });

  it('refuses a fourth request within 5 minutes without asking the server', async () => {
    const now = Date.now();
    localStorage.setItem(
      RESET_ATTEMPTS_STORAGE_KEY,
      JSON.stringify({ 'ana@example.com': [now - 60_000, now - 30_000, now - 10_000] }),
    );
    const calls = stubAuthServer();
    await requestReset('ana@example.com');

    expect(await toastTitled('Límite de intentos excedido')).toBeInTheDocument();
    expect(screen.getByText('Has intentado demasiadas veces. Por favor, espera 4 minuto(s).')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the same limit toast when the server answers 429, and doesn't count a failed send", async () => {
    stubAuthServer({
      '/api/auth/request-password-reset': () =>
        jsonResponse(
          { code: 'RESET_LIMIT', message: 'Has intentado demasiadas veces. Por favor, espera 3 minuto(s).', minutes: 3 },
          429,
        ),
    });
    await requestReset('ana@example.com');

    expect(await toastTitled('Límite de intentos excedido')).toBeInTheDocument();
    expect(screen.getByText('Has intentado demasiadas veces. Por favor, espera 3 minuto(s).')).toBeInTheDocument();
    expect(localStorage.getItem(RESET_ATTEMPTS_STORAGE_KEY)).toBeNull();
  });

  it("shows 'Error al restablecer' when the e-mail cannot be sent", async () => {
    stubAuthServer({ '/api/auth/request-password-reset': () => jsonResponse({ message: 'boom' }, 500) });
    await requestReset('ana@example.com');

    expect(await toastTitled('Error al restablecer')).toBeInTheDocument();
    expect(screen.getByText('No se pudo enviar el correo. Verifica la dirección e inténtalo de nuevo.')).toBeInTheDocument();
  });

  it("checks the e-mail pattern with 'Correo inválido'", async () => {
    const calls = stubAuthServer();
    await requestReset('ana@example');
    expect(await toastTitled('Correo inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('goes back to the login view with its back link', async () => {
    stubAuthServer();
    const { user } = await openDialog('Abrir recuperación');
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  });
});

describe('auth dialog: closing', () => {
  it('reopens where it was right after closing, and on the login view 300 ms later', async () => {
    stubAuthServer();
    const { user } = await openDialog('Abrir registro');
    expect(screen.getByRole('tab', { name: 'Crear Cuenta', selected: true })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to what opened it.
    expect(screen.getByRole('button', { name: 'Abrir registro' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('tab', { name: 'Crear Cuenta', selected: true })).toBeInTheDocument();

    // The reset's 300 ms on the test's clock, not the wall's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(AUTH_DIALOG_RESET_MS));
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  });
});
