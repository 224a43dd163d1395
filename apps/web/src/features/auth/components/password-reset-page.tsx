import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';
import { resetPassword } from '../api/reset-password.ts';
import { PASSWORD_UPDATE_FALLBACK, useAuthMessages, type AuthToasts } from '../lib/auth-messages.ts';
import { newPasswordResolver, useAuthResolver, type NewPasswordValues } from '../lib/auth-resolvers.ts';

/** The recovery token from `#access_token=…&type=recovery` (docs/product.md §3.3), or null. */
export function readRecoveryToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('access_token') || null;
}

/**
 * docs/product.md §3.3: both fields required; the match check comes first, then the length. Returns the
 * toast to show (one of `toasts`, the page's language's), or null when the passwords may be sent.
 */
export function checkNewPassword(password: string, confirmation: string, toasts: AuthToasts): ToastOptions | null {
  if (password !== confirmation) return toasts.passwordsDiffer;
  if (password.length < PASSWORD_MIN_LENGTH) return toasts.passwordTooShort;
  return null;
}

/** /password-reset, the target of the reset e-mail. */
export function PasswordResetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address loses its fragment below, so the token stays only in memory.
  const [token] = useState(() => readRecoveryToken(location.hash));
  const { t, paths, toasts } = useAuthMessages();
  const resolver = useAuthResolver(newPasswordResolver);
  const form = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmation: '' }, resolver });
  const { control } = form;
  // Kept after a successful save, while the page goes home.
  const [saved, setSaved] = useState(false);
  const saving = form.formState.isSubmitting || saved;
  useDocumentTitle(withBrand(t('auth.resetPage.title')));
  const failed = (error: unknown) => toast(toasts.passwordUpdateFailed(authErrorMessage(error, t, PASSWORD_UPDATE_FALLBACK)));

  useEffect(() => {
    if (!token) {
      toast(toasts.invalidResetLink);
      void navigate(paths.home, { replace: true });
    } else if (location.hash) {
      // Keep the one-time token out of the history and of anything that copies the address.
      void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
    }
  }, [token, navigate, location.hash, location.pathname, toasts, paths]);

  if (!token) return null;

  async function save({ password, confirmation }: NewPasswordValues) {
    const problem = checkNewPassword(password, confirmation, toasts);
    if (problem) {
      toast(problem);
      return;
    }
    try {
      await resetPassword({ token: token!, newPassword: password });
    } catch (error) {
      failed(error);
      return;
    }
    setSaved(true);
    toast(toasts.passwordUpdated);
    void navigate(paths.home, { replace: true });
  }

  return (
    <section aria-labelledby="nueva-contrasena" className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="grid gap-6">
          <div className="grid justify-items-center gap-3 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
              <KeyRound className="size-7" aria-hidden="true" />
            </span>
            <h1 id="nueva-contrasena" className="font-display text-3xl font-bold">
              {t('auth.resetPage.title')}
            </h1>
            <p className="text-sm text-muted-foreground">{t('auth.resetPage.intro', { min: PASSWORD_MIN_LENGTH })}</p>
          </div>
          <form
            noValidate
            onSubmit={(event) => void form.handleSubmit(save)(event).catch(failed)}
            onFocus={resolver.preload}
            className="grid gap-4"
          >
            <FormField control={control} name="password" label={t('auth.resetPage.newPassword')}>
              {(field) => <PasswordInput {...field} autoComplete="new-password" />}
            </FormField>
            <FormField control={control} name="confirmation" label={t('auth.resetPage.confirmPassword')}>
              {(field) => <PasswordInput {...field} autoComplete="new-password" />}
            </FormField>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? t('auth.resetPage.submitting') : t('auth.resetPage.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
