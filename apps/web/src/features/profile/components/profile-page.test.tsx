import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { apiErrorResponse, jsonResponse, neverResolves, stubFetch, type FetchHandler } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import type { AuthState } from '@/lib/use-auth.ts';
import { ProfilePage } from './profile-page.tsx';

vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,UVI=' }));

const stored: Profile = {
  id: '00000000-0000-4000-8000-0000000000aa',
  email: 'viajero@example.com',
  full_name: 'Valeria Viajera',
  phone: '+52 55 1111 2222',
  country: 'México',
  city: 'Puebla',
  avatar_url: null,
  role: 'Viajero',
  seeds: 75,
  updated_at: '2026-01-02T12:00:00.000Z',
  two_factor_enabled: false,
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => act(() => resetToastsForTests()));

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

function stubProfileApi(answers: Partial<Record<string, (call: Call) => Response | Promise<Response>>> = {}) {
  const calls: Call[] = [];
  const handler: FetchHandler = (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path: url.pathname, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return answer(call);
    if (method === 'GET' && url.pathname === '/api/profile') return jsonResponse(stored);
    // 'Mis reservas' below the profile: nobody here has booked yet.
    if (method === 'GET' && url.pathname === '/api/profile/bookings') return jsonResponse({ data: [] });
    if (method === 'GET' && url.pathname === '/api/profile/tax-profiles') return jsonResponse({ profiles: [] });
    return jsonResponse(null);
  };
  stubFetch(handler);
  return calls;
}

function openProfile(state: AuthState = authState(makeAuthUser())) {
  return renderPage(
    '/perfil',
    <WithAuth state={state}>
      <ProfilePage />
    </WithAuth>,
    '/perfil',
  );
}

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });

describe('ProfilePage', () => {
  it("shows 'Cargando perfil...' while the profile loads", () => {
    stubFetch(() => neverResolves());
    openProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando perfil...');
  });

  it('shows the stored profile read-only, with a locally generated avatar', async () => {
    stubProfileApi();
    openProfile();

    expect(await screen.findByRole('heading', { level: 2, name: 'Valeria Viajera' })).toBeInTheDocument();
    expect(screen.getByText('Viajero')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Valeria Viajera');
    expect(screen.getByLabelText('Nombre completo')).toBeDisabled();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('viajero@example.com');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+52 55 1111 2222');
    expect(screen.getByLabelText('País')).toHaveValue('México');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Puebla');
    const avatar = screen.getByRole('img', { name: 'Foto de perfil de Valeria Viajera' });
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it("says 'Rol no definido' without a role and uses the uploaded avatar when there is one", async () => {
    stubProfileApi({
      'GET /api/profile': () => jsonResponse({ ...stored, role: null, avatar_url: '/storage/avatars/yo.webp' }),
    });
    openProfile();
    expect(await screen.findByText('Rol no definido')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Foto de perfil/ })).toHaveAttribute('src', '/storage/avatars/yo.webp');
  });

  it('lists about 240 countries with dialling and ISO codes; the value is the name', async () => {
    stubProfileApi();
    openProfile();
    const select = await screen.findByLabelText('País');
    const options = within(select).getAllByRole('option');
    expect(options.length).toBeGreaterThan(230);
    const mexico = within(select).getByRole('option', { name: 'México (+52) · MX' });
    expect(mexico).toHaveValue('México');
  });

  it('Cancelar puts the stored values back and drops a picked photo, sending nothing', async () => {
    const calls = stubProfileApi();
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));

    await user.clear(screen.getByLabelText('Nombre completo'));
    await user.type(screen.getByLabelText('Nombre completo'), 'Otra Persona');
    await user.clear(screen.getByLabelText('Ciudad'));
    await user.type(screen.getByLabelText('Ciudad'), 'Oaxaca');
    await user.selectOptions(screen.getByLabelText('País'), 'Perú');
    await user.upload(screen.getByLabelText('Cambiar foto'), pngFile());
    expect(screen.getByRole('img', { name: /^Foto de perfil/ })).toHaveAttribute('src', 'blob:vista-previa');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Valeria Viajera');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Puebla');
    expect(screen.getByLabelText('País')).toHaveValue('México');
    expect(screen.getByRole('img', { name: /^Foto de perfil/ }).getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(screen.queryByLabelText('Cambiar foto')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa');
  });

  it('Guardar uploads the photo first, then saves the fields', async () => {
    const updated = { ...stored, full_name: 'Valeria Ruiz', city: 'Oaxaca', avatar_url: '/storage/avatars/nuevo.webp' };
    const calls = stubProfileApi({
      'POST /api/profile/avatar': () => jsonResponse({ ...stored, avatar_url: updated.avatar_url }),
      'PATCH /api/profile': () => jsonResponse(updated),
    });
    const refresh = vi.fn(async () => {});
    const { user } = openProfile(authState(makeAuthUser(), { refresh }));
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.clear(screen.getByLabelText('Nombre completo'));
    await user.type(screen.getByLabelText('Nombre completo'), 'Valeria Ruiz');
    await user.clear(screen.getByLabelText('Ciudad'));
    await user.type(screen.getByLabelText('Ciudad'), 'Oaxaca');
    await user.upload(screen.getByLabelText('Cambiar foto'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Perfil actualizado!')).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/profile/avatar', 'PATCH /api/profile']);
    expect((writes[0]!.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(writes[1]!.body).toEqual({
      full_name: 'Valeria Ruiz',
      phone: '+52 55 1111 2222',
      country: 'México',
      city: 'Oaxaca',
    });
    expect(screen.getByLabelText('Nombre completo')).toBeDisabled();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Valeria Ruiz');
    expect(screen.getByRole('img', { name: /^Foto de perfil/ })).toHaveAttribute('src', '/storage/avatars/nuevo.webp');
    expect(refresh).toHaveBeenCalled();
  });

  it("stops at 'Error al subir imagen' when the photo is refused", async () => {
    const calls = stubProfileApi({
      'POST /api/profile/avatar': () =>
        apiErrorResponse(415, 'unsupported_media_type', 'Solo se aceptan imágenes PNG, JPEG o WebP.'),
    });
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.upload(screen.getByLabelText('Cambiar foto'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Error al subir imagen')).toBeInTheDocument();
    expect(screen.getByText('Solo se aceptan imágenes PNG, JPEG o WebP.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('refuses a picked file that is not an image before uploading', async () => {
    const calls = stubProfileApi();
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const input = screen.getByLabelText('Cambiar foto');
    // The `accept` filter is only a hint to the picker; "All files" gets around it.
    fireEvent.change(input, { target: { files: [new File(['hola'], 'nota.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Error al subir imagen')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('drops a photo picked earlier when the next pick is refused, so Guardar uploads nothing', async () => {
    const calls = stubProfileApi({ 'PATCH /api/profile': () => jsonResponse(stored) });
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const avatar = screen.getByRole('img', { name: /^Foto de perfil/ });
    await user.upload(screen.getByLabelText('Cambiar foto'), pngFile());
    expect(avatar).toHaveAttribute('src', 'blob:vista-previa');

    const tooLarge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cambiar foto'), tooLarge);
    expect(await screen.findByText('Error al subir imagen')).toBeInTheDocument();
    // The preview is the stored (generated) avatar again, and its object URL is freed.
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Perfil actualizado!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH /api/profile']);
  });

  it('shows saved values in the normal text colour, not faded like placeholders (class check; screenshot pending)', async () => {
    stubProfileApi();
    openProfile();
    await screen.findByRole('heading', { level: 2, name: 'Valeria Viajera' });

    for (const label of ['Nombre completo', 'Teléfono', 'País', 'Ciudad']) {
      const control = screen.getByLabelText(label);
      expect(control).toBeDisabled();
      // The controls' own disabled look fades everything to 60 %; here it is replaced, not added to.
      expect(control).not.toHaveClass('disabled:opacity-60');
      expect(control).toHaveClass('disabled:opacity-100', 'disabled:text-foreground');
    }
  });

  it("lets the long 'Activar verificación en dos pasos' label wrap on a phone (class check; screenshot pending)", async () => {
    stubProfileApi();
    openProfile();
    const button = await screen.findByRole('button', { name: 'Activar verificación en dos pasos' });
    // Buttons do not wrap by default; at 360 px this one made /perfil 366 px wide.
    expect(button).toHaveClass('whitespace-normal', 'max-w-full');
    expect(button).not.toHaveClass('whitespace-nowrap');
  });

  it("shows 'Error al actualizar perfil' with the server's message", async () => {
    stubProfileApi({
      'PATCH /api/profile': () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'Revisa los datos enviados.',
              fields: { city: 'El texto es demasiado largo.' },
            },
          },
          400,
        ),
    });
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Error al actualizar perfil')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos enviados.')).toBeInTheDocument();
    expect(screen.getByText('El texto es demasiado largo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('El texto es demasiado largo.');
    // Focus goes to the field the server refused, once the fields are enabled again.
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveFocus());
  });
});

describe('ProfilePage: Seguridad', () => {
  it('enrols in two-step verification: password, QR code and secret, then a verified code', async () => {
    const totpURI = 'otpauth://totp/Hormiga%20Viajera:viajero%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hormiga%20Viajera';
    const calls = stubProfileApi({
      'POST /api/auth/two-factor/enable': () => jsonResponse({ totpURI, backupCodes: ['aaaa-1111', 'bbbb-2222'] }),
      'POST /api/auth/two-factor/verify-totp': () => jsonResponse({ token: 't', user: { id: stored.id } }),
    });
    const refresh = vi.fn(async () => {});
    const { user } = openProfile(authState(makeAuthUser(), { refresh }));
    const security = await screen.findByRole('region', { name: 'Seguridad' });
    expect(within(security).getByText(/desactivada/)).toBeInTheDocument();

    await user.click(within(security).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await user.type(within(security).getByLabelText(/Contraseña actual/), 'demo1234');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));

    const qr = await within(security).findByRole('img', { name: /Código QR/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(security).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = within(security).getByLabelText(/Código de verificación/);
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '654321');
    await user.click(within(security).getByRole('button', { name: 'Verificar y activar' }));
    expect(await screen.findByText('Verificación en dos pasos activada')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    const authCalls = calls.filter((c) => c.path.startsWith('/api/auth'));
    expect(authCalls.map((c) => [c.path, c.body])).toEqual([
      ['/api/auth/two-factor/enable', { password: 'demo1234' }],
      ['/api/auth/two-factor/verify-totp', { code: '654321' }],
    ]);
  });

  it('asks staff for the code e-mailed to them before enrolling, when the server requires it', async () => {
    const totpURI = 'otpauth://totp/Hormiga%20Viajera:coordinador%40example.com?secret=JBSWY3DPEHPK3PXP';
    const enrolCodes: (string | null)[] = [];
    const calls = stubProfileApi({
      'POST /api/auth/two-factor/enable': (call) => {
        enrolCodes.push(call.headers.get('x-enrol-code'));
        return call.headers.get('x-enrol-code') === '123456'
          ? jsonResponse({ totpURI, backupCodes: [] })
          : jsonResponse(
              {
                code: 'ENROL_CODE_REQUIRED',
                message: 'Para activar la verificación en dos pasos escribe el código que te enviamos por correo.',
              },
              403,
            );
      },
      'POST /api/two-factor/email-code': () => new Response(null, { status: 204 }),
    });
    const { user } = openProfile(authState(makeAuthUser({ role: 'Coordinador' })));
    const security = await screen.findByRole('region', { name: 'Seguridad' });
    await user.click(within(security).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await user.type(within(security).getByLabelText(/Contraseña actual/), 'demo1234');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Código enviado')).toBeInTheDocument();
    const emailCode = await within(security).findByLabelText(/Código del correo/);
    expect(calls.some((c) => c.path === '/api/two-factor/email-code')).toBe(true);
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));
    expect(within(security).getByText('Escribe el código de 6 dígitos que te enviamos por correo.')).toBeInTheDocument();
    expect(emailCode).toHaveFocus();

    await user.type(emailCode, '123456');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));
    expect(await within(security).findByRole('img', { name: /Código QR/ })).toBeInTheDocument();
    expect(enrolCodes).toEqual([null, '123456']);
  });

  it('says how long to wait once the e-mailed codes are spent (issue 27 item 6)', async () => {
    stubProfileApi({
      'POST /api/auth/two-factor/enable': (call) =>
        call.headers.get('x-enrol-code')
          ? jsonResponse({ code: 'ENROL_CODE_LIMIT', message: 'Escribiste demasiados códigos incorrectos.', minutes: 42 }, 429)
          : jsonResponse({ code: 'ENROL_CODE_REQUIRED', message: 'Escribe el código.' }, 403),
      'POST /api/two-factor/email-code': () => new Response(null, { status: 204 }),
    });
    const { user } = openProfile(authState(makeAuthUser({ role: 'Coordinador' })));
    const security = await screen.findByRole('region', { name: 'Seguridad' });
    await user.click(within(security).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await user.type(within(security).getByLabelText(/Contraseña actual/), 'demo1234');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));
    await user.type(await within(security).findByLabelText(/Código del correo/), '123456');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Escribiste demasiados códigos incorrectos. Por favor, espera 42 minuto(s) y pide un código nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('turns it off after asking the password', async () => {
    const calls = stubProfileApi({ 'POST /api/auth/two-factor/disable': () => jsonResponse({ status: true }) });
    const { user } = openProfile(authState(makeAuthUser({ twoFactorEnabled: true })));
    const security = await screen.findByRole('region', { name: 'Seguridad' });
    expect(within(security).getByText(/activada/)).toBeInTheDocument();

    await user.click(within(security).getByRole('button', { name: 'Desactivar' }));
    await user.type(within(security).getByLabelText(/Contraseña actual/), 'demo1234');
    await user.click(within(security).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Verificación en dos pasos desactivada')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/two-factor/disable')?.body).toEqual({ password: 'demo1234' }),
    );
  });

  it('reports a wrong password without leaving the step', async () => {
    stubProfileApi({
      'POST /api/auth/two-factor/enable': () => jsonResponse({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
    });
    const { user } = openProfile();
    const security = await screen.findByRole('region', { name: 'Seguridad' });
    await user.click(within(security).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await user.type(within(security).getByLabelText(/Contraseña actual/), 'otra');
    await user.click(within(security).getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('No se pudo activar la verificación')).toBeInTheDocument();
    expect(screen.getByText('La contraseña no es correcta.')).toBeInTheDocument();
    expect(within(security).getByLabelText(/Contraseña actual/)).toBeInTheDocument();
  });
});

// The same page on an English URL (issue 19).
function openEnglishProfile() {
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/profile') return jsonResponse(stored);
    if (method === 'GET' && url.pathname === '/api/profile/bookings') return jsonResponse({ data: [] });
    if (method === 'PATCH' && url.pathname === '/api/profile') return jsonResponse({ ...stored, city: 'Oaxaca' });
    return jsonResponse(null);
  });
  return renderEnglishPage(
    '/en/profile',
    <WithAuth state={authState(makeAuthUser())}>
      <ProfilePage />
    </WithAuth>,
  );
}

describe('ProfilePage in English', () => {
  it('shows the details with English labels and buttons, and links home in English', async () => {
    openEnglishProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(document.title).toMatch(/^My profile/);
    expect(screen.getByRole('heading', { level: 2, name: 'Valeria Viajera' })).toBeInTheDocument();
    expect(screen.getByText('Traveller')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile details' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Valeria Viajera' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Valeria Viajera');
    expect(screen.getByLabelText('Email')).toHaveValue('viajero@example.com');
    expect(screen.getByText("Your email can't be changed.")).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+52 55 1111 2222');
    expect(screen.getByLabelText('Country')).toHaveValue('México');
    expect(screen.getByLabelText('City')).toHaveValue('Puebla');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('edits and saves in English', async () => {
    const { user } = openEnglishProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.getByText('Change photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Oaxaca');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(screen.getByText('Your details have been saved.')).toBeInTheDocument();
  });

  it("says the shared rules' refusals in English", async () => {
    const { user } = openEnglishProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The city is too long (80 characters at most).')).toBeInTheDocument();
    expect(screen.queryByText(/La ciudad es demasiado larga/)).not.toBeInTheDocument();
  });

  it("the 'Security' section and its password step are in English", async () => {
    const { user } = openEnglishProfile();
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(within(security).getByText('Two-step verification:')).toBeInTheDocument();
    expect(security).toHaveTextContent(/Two-step verification: off\./);

    await user.click(within(security).getByRole('button', { name: 'Turn on two-step verification' }));
    expect(within(security).getByLabelText(/^Current password/)).toBeInTheDocument();
    await user.click(within(security).getByRole('button', { name: 'Continue' }));
    expect(await within(security).findByText('Password is required.')).toBeInTheDocument();
    expect(within(security).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('Datos de facturación (decision 0230)', () => {
  const company = {
    id: '00000000-0000-4000-8000-0000000000f1',
    foreign: false,
    rfc: 'EKU9003173C9',
    legalName: 'ESCUELA KEMPER URGATE',
    taxSystem: '601' as const,
    cfdiUse: 'G03' as const,
    zip: '42501',
    email: 'compras@example.com',
  };

  it('lists the kept tax data and deletes one', async () => {
    let kept = [company];
    const calls = stubProfileApi({
      'GET /api/profile/tax-profiles': () => jsonResponse({ profiles: kept }),
      [`DELETE /api/profile/tax-profiles/${company.id}`]: () => {
        kept = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = openProfile();

    const section = await screen.findByRole('region', { name: 'Datos de facturación' });
    expect(await within(section).findByText('ESCUELA KEMPER URGATE', { selector: 'p' })).toBeInTheDocument();
    expect(within(section).getByText('RFC EKU9003173C9 · C.P. 42501')).toBeInTheDocument();
    expect(within(section).getByText('601 · General de Ley Personas Morales')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Borrar ESCUELA KEMPER URGATE' }));
    expect(await within(section).findByText(/^Aún no guardas datos de facturación\./)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/profile/tax-profiles/${company.id}`)).toBe(true);
  });

  it('says it in English on the English page', async () => {
    stubProfileApi({ 'GET /api/profile/tax-profiles': () => jsonResponse({ profiles: [company] }) });
    renderEnglishPage(
      '/en/profile',
      <WithAuth state={authState(makeAuthUser())}>
        <ProfilePage />
      </WithAuth>,
      '/en/profile',
    );
    const section = await screen.findByRole('region', { name: 'Invoicing details' });
    expect(await within(section).findByText('RFC EKU9003173C9 · Postal code 42501')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Delete ESCUELA KEMPER URGATE' })).toBeInTheDocument();
  });
});
