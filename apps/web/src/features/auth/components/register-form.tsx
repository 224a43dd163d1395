import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@hv/shared';
import { CountrySelect } from '@/components/country-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { signUpWithEmail } from '../api/sign-up-with-email.ts';
import { AUTH_TOASTS, FALLBACK_ERROR } from '../lib/auth-messages.ts';
import { registerResolver, type RegisterValues } from '../lib/auth-resolvers.ts';
import { isValidEmail } from '../lib/email-pattern.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

const emptyForm: RegisterValues = { fullName: '', email: '', password: '', phone: '', country: '', city: '', notRobot: false };

const failed = (error: unknown) => toast(AUTH_TOASTS.signUpFailed(authErrorMessage(error, FALLBACK_ERROR)));

/**
 * docs/product.md §3.1: full name, e-mail and password required; phone, country and city optional; the
 * e-mail pattern, then the 'No soy un robot' box. Social sign-in sits below.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<RegisterValues>({ defaultValues: emptyForm, resolver: registerResolver });
  const { control, formState } = form;
  const captchaId = useId();

  async function signUp({ notRobot, ...values }: RegisterValues) {
    if (!isValidEmail(values.email.trim())) {
      toast(AUTH_TOASTS.invalidEmail);
      return form.setFocus('email');
    }
    if (!notRobot) {
      toast(AUTH_TOASTS.captchaRequired);
      return;
    }
    try {
      await signUpWithEmail({ ...values, locale: browserLocale() });
      toast(AUTH_TOASTS.signedUp);
      onSuccess();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <div className="grid gap-5">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(signUp)(event).catch(failed)}
        onFocus={registerResolver.preload}
        className="grid gap-4"
        aria-label="Crear Cuenta"
      >
        <FormField control={control} name="fullName" label="Nombre completo">
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        <FormField control={control} name="email" label="Correo electrónico">
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
        </FormField>
        {/* docs/product.md §3.1: the length rule is shown before sending, not only in the refusal. */}
        <FormField control={control} name="password" label="Contraseña" hint={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}>
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="phone" label="Teléfono" optional>
          {(field) => <Input {...field} type="tel" autoComplete="tel" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="country" label="País" optional>
            {({ onChange, ...field }) => <CountrySelect {...field} autoComplete="country-name" onValueChange={onChange} />}
          </FormField>
          <FormField control={control} name="city" label="Ciudad" optional>
            {(field) => <Input {...field} autoComplete="address-level2" />}
          </FormField>
        </div>
        {/* docs/product.md §3.1: a simulated captcha; when unticked, a toast says so. */}
        <div className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-muted/50 px-3">
          <Controller
            control={control}
            name="notRobot"
            render={({ field: { value, onChange, ref, onBlur } }) => (
              <Checkbox
                id={captchaId}
                ref={ref}
                checked={value}
                onBlur={onBlur}
                onCheckedChange={(state) => onChange(state === true)}
              />
            )}
          />
          <label htmlFor={captchaId} className="text-sm font-semibold">
            No soy un robot
          </label>
        </div>
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </form>
      <SocialSignInButtons />
    </div>
  );
}
