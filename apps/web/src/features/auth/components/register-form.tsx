import { useId, useRef, useState, type FormEvent } from 'react';
import { CountrySelect } from '@/components/country-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { signUpWithEmail } from '../api/sign-up-with-email.ts';
import { AUTH_TOASTS, FALLBACK_ERROR, REQUIRED_MESSAGES } from '../lib/auth-messages.ts';
import { isValidEmail } from '../lib/email-pattern.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

interface RegisterErrors {
  fullName?: string;
  email?: string;
  password?: string;
}

const emptyForm = { fullName: '', email: '', password: '', phone: '', country: '', city: '' };
type RegisterValues = typeof emptyForm;

/**
 * SPEC §5: full name, e-mail and password required; phone, country and city optional; the
 * e-mail pattern, then the 'No soy un robot' box. Social sign-in sits below.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const [notRobot, setNotRobot] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [pending, setPending] = useState(false);
  const captchaId = useId();
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const set = (key: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: RegisterErrors = {
      fullName: values.fullName.trim() ? undefined : REQUIRED_MESSAGES.fullName,
      email: values.email.trim() ? undefined : REQUIRED_MESSAGES.email,
      password: values.password ? undefined : REQUIRED_MESSAGES.password,
    };
    setErrors(next);
    const firstInvalid = (['fullName', 'email', 'password'] as const).find((key) => next[key]);
    if (firstInvalid) return refs[firstInvalid].current?.focus();

    if (!isValidEmail(values.email.trim())) {
      toast(AUTH_TOASTS.invalidEmail);
      return refs.email.current?.focus();
    }
    if (!notRobot) {
      toast(AUTH_TOASTS.captchaRequired);
      return;
    }

    setPending(true);
    try {
      await signUpWithEmail({ ...values, locale: browserLocale() });
      toast(AUTH_TOASTS.signedUp);
      onSuccess();
    } catch (error) {
      toast(AUTH_TOASTS.signUpFailed(authErrorMessage(error, FALLBACK_ERROR)));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Crear Cuenta">
        <Field label="Nombre completo" error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              ref={refs.fullName}
              autoComplete="name"
              value={values.fullName}
              onChange={(e) => set('fullName')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Correo electrónico" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              ref={refs.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Contraseña" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.password}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Teléfono" optional>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="País" optional>
            {(control) => (
              <CountrySelect {...control} autoComplete="country-name" value={values.country} onValueChange={set('country')} />
            )}
          </Field>
          <Field label="Ciudad" optional>
            {(control) => (
              <Input
                {...control}
                autoComplete="address-level2"
                value={values.city}
                onChange={(e) => set('city')(e.target.value)}
              />
            )}
          </Field>
        </div>
        {/* SPEC §5: a simulated captcha. */}
        <div className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-muted/50 px-3">
          <Checkbox id={captchaId} checked={notRobot} onCheckedChange={(state) => setNotRobot(state === true)} />
          <label htmlFor={captchaId} className="text-sm font-semibold">
            No soy un robot
          </label>
        </div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </form>
      <SocialSignInButtons />
    </div>
  );
}
