import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, paths } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AUTH_TOASTS, PASSWORD_UPDATE_FALLBACK, REQUIRED_MESSAGES } from '../lib/auth-messages.ts';

/** The recovery token from `#access_token=…&type=recovery` (SPEC §2), or null. */
export function readRecoveryToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('access_token') || null;
}

/**
 * SPEC §5: both fields required; the match check comes first, then the length. Returns the
 * toast to show, or null when the passwords may be sent.
 */
export function checkNewPassword(password: string, confirmation: string): ToastOptions | null {
  if (password !== confirmation) return AUTH_TOASTS.passwordsDiffer;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_TOASTS.passwordTooShort;
  return null;
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

/** /password-reset, the target of the reset e-mail. */
export function PasswordResetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address loses its fragment below, so the token stays only in memory.
  const [token] = useState(() => readRecoveryToken(location.hash));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(withBrand('Crea tu nueva contraseña'));

  useEffect(() => {
    if (!token) {
      toast(AUTH_TOASTS.invalidResetLink);
      void navigate(paths.home, { replace: true });
    } else if (location.hash) {
      // Keep the one-time token out of the history and of anything that copies the address.
      void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
    }
  }, [token, navigate, location.hash, location.pathname]);

  if (!token) return null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors = {
      password: password ? undefined : REQUIRED_MESSAGES.password,
      confirmation: confirmation ? undefined : REQUIRED_MESSAGES.password,
    };
    setErrors(next);
    if (next.password) return passwordRef.current?.focus();
    if (next.confirmation) return confirmationRef.current?.focus();

    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      toast(problem);
      return;
    }

    setSaving(true);
    try {
      await resetPassword({ token: token!, newPassword: password });
      toast(AUTH_TOASTS.passwordUpdated);
      void navigate(paths.home, { replace: true });
    } catch (error) {
      toast(AUTH_TOASTS.passwordUpdateFailed(authErrorMessage(error, PASSWORD_UPDATE_FALLBACK)));
      setSaving(false);
    }
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
              Crea tu nueva contraseña
            </h1>
            <p className="text-sm text-muted-foreground">
              Usa al menos {PASSWORD_MIN_LENGTH} caracteres. Al guardarla se cerrarán tus otras sesiones abiertas.
            </p>
          </div>
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            <Field label="Nueva contraseña" error={errors.password}>
              {(control) => (
                <PasswordInput
                  {...control}
                  ref={passwordRef}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            <Field label="Confirmar contraseña" error={errors.confirmation}>
              {(control) => (
                <PasswordInput
                  {...control}
                  ref={confirmationRef}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? 'Guardando...' : 'Guardar nueva contraseña'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
