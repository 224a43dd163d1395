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
import { FALLBACK_ERROR, useAuthMessages } from '../lib/auth-messages.ts';
import { registerResolver, useAuthResolver, type RegisterValues } from '../lib/auth-resolvers.ts';
import { isValidEmail } from '../lib/email-pattern.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

const emptyForm: RegisterValues = { fullName: '', email: '', password: '', phone: '', country: '', city: '', notRobot: false };

/**
 * docs/product.md §3.1: full name, e-mail and password required; phone, country and city optional; the
 * e-mail pattern, then the 'No soy un robot' box. Social sign-in sits below.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, paths, toasts } = useAuthMessages();
  const resolver = useAuthResolver(registerResolver);
  const form = useForm<RegisterValues>({ defaultValues: emptyForm, resolver });
  const { control, formState } = form;
  const captchaId = useId();
  const failed = (error: unknown) => toast(toasts.signUpFailed(authErrorMessage(error, t, FALLBACK_ERROR)));

  async function signUp({ notRobot, ...values }: RegisterValues) {
    if (!isValidEmail(values.email.trim())) {
      toast(toasts.invalidEmail);
      return form.setFocus('email');
    }
    if (!notRobot) {
      toast(toasts.captchaRequired);
      return;
    }
    try {
      await signUpWithEmail({ ...values, locale: browserLocale() }, paths.home);
      toast(toasts.signedUp);
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
        onFocus={resolver.preload}
        className="grid gap-4"
        aria-label={t('auth.register.formLabel')}
      >
        <FormField control={control} name="fullName" label={t('auth.field.fullName')}>
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        <FormField control={control} name="email" label={t('auth.field.email')}>
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
        </FormField>
        {/* docs/product.md §3.1: the length rule is shown before sending, not only in the refusal. */}
        <FormField
          control={control}
          name="password"
          label={t('auth.field.password')}
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="phone" label={t('auth.field.phone')} optional>
          {(field) => <Input {...field} type="tel" autoComplete="tel" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="country" label={t('auth.field.country')} optional>
            {({ onChange, ...field }) => <CountrySelect {...field} autoComplete="country-name" onValueChange={onChange} />}
          </FormField>
          <FormField control={control} name="city" label={t('auth.field.city')} optional>
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
            {t('auth.register.notRobot')}
          </label>
        </div>
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <SocialSignInButtons />
    </div>
  );
}
