import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Profile } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderPage } from '@/test/render-routes.tsx';
import { ProfilePage } from './profile-page.tsx';

vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,UVI=' }));

const stored: Profile = {
  id: '00000000-0000-4000-8000-0000000000aa',
  email: 'traveller@example.com',
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
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => act(() => resetToastsForTests()));

function openEnglishProfile() {
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/profile') return jsonResponse(stored);
    if (method === 'GET' && url.pathname === '/api/profile/bookings') return jsonResponse({ data: [] });
    if (method === 'PATCH' && url.pathname === '/api/profile') return jsonResponse({ ...stored, city: 'Oaxaca' });
    return jsonResponse(null);
  });
  return renderPage(
    '/en/profile',
    <InEnglish>
      <WithAuth state={authState(makeAuthUser())}>
        <ProfilePage />
      </WithAuth>
    </InEnglish>,
    '/en/profile',
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
    expect(screen.getByLabelText('Email')).toHaveValue('traveller@example.com');
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
