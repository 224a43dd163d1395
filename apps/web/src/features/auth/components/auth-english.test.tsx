import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@hv/shared';
import { act, screen } from '@testing-library/react';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderEnglishPage, renderRoutes } from '@/test/render-routes.tsx';
import type { AuthUser } from '@/lib/auth-client.ts';
import { AccountArea } from './account-area.tsx';
import { AuthDialogProvider } from './auth-dialog-provider.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

afterEach(() => act(() => resetToastsForTests()));

const config = { brand_name: 'Hormiga Viajera', whatsapp_number: '5215512345678', auth_providers: ['google'] };

// The header's account corner on an English page, with the dialog it opens.
function renderInEnglish(user: AuthUser | null) {
  return renderRoutes(
    [
      {
        path: '/en',
        element: (
          <InEnglish>
            <WithAuth state={authState(user)}>
              <AuthDialogProvider>
                <AccountArea />
              </AuthDialogProvider>
            </WithAuth>
          </InEnglish>
        ),
      },
    ],
    { path: '/en' },
  );
}

describe('auth in English', () => {
  it('the login form shows English labels, buttons, required messages and sign-in errors', async () => {
    stubFetch((url) =>
      url.pathname === '/api/config'
        ? jsonResponse(config)
        : jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    );
    const { user } = renderInEnglish(null);
    await user.click(screen.getByRole('button', { name: 'Sign in / Create account' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome to Hormiga Viajera' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create account' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();

    // Sent empty: the form's own rules speak English too.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'traveller@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email or password.')).toBeInTheDocument();
  });

  it('the register tab and the forgot-password view are in English', async () => {
    stubFetch(() => jsonResponse(config));
    const { user } = renderInEnglish(null);
    await user.click(screen.getByRole('button', { name: 'Sign in / Create account' }));
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));

    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toBeInTheDocument();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('or continue with')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it("says the server's profile-field refusal at sign-up in English, by its key (decision 0197)", async () => {
    const spanish = PROFILE_MESSAGES.fullNameTooLong;
    stubFetch((url) =>
      url.pathname === '/api/auth/sign-up/email'
        ? jsonResponse(
            {
              code: 'INVALID_PROFILE_FIELDS',
              message: spanish,
              key: 'profileField.fullNameTooLong',
              fields: { fullName: spanish },
            },
            400,
          )
        : jsonResponse(config),
    );
    const { user } = renderInEnglish(null);
    await user.click(screen.getByRole('button', { name: 'Sign in / Create account' }));
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText(/^Full name/), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secreto1');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Sign-up failed')).toBeInTheDocument();
    expect(screen.getByText('The name is too long (120 characters at most).')).toBeInTheDocument();
    expect(screen.queryByText(spanish)).not.toBeInTheDocument();
  });

  it('a signed-in traveller sees the seeds, the greeting and the menu in English, linking to English pages', async () => {
    const { user } = renderInEnglish(makeAuthUser({ fullName: 'Valeria Viajera', seeds: 75 }));
    expect(screen.getByTitle('75 seeds')).toHaveTextContent('75 seeds');

    await user.click(await screen.findByRole('button', { name: 'Hi, Valeria Viajera', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'View profile' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('one seed is singular', () => {
    renderInEnglish(makeAuthUser({ seeds: 1 }));
    expect(screen.getByTitle('1 seed')).toHaveTextContent('1 seed');
  });

  it('the password reset page is in English, and so are its checks', async () => {
    const { user } = renderEnglishPage(
      '/en/password-reset',
      <PasswordResetPage />,
      '/en/password-reset#access_token=tok-123&type=recovery',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your new password' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Create your new password/);
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });
});
