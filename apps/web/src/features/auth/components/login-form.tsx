import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { signInWithEmail } from '../api/sign-in-with-email.ts';
import { FALLBACK_ERROR, useAuthMessages } from '../lib/auth-messages.ts';
import { loginResolver, useAuthResolver, type LoginValues } from '../lib/auth-resolvers.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

/** docs/product.md §3.2: e-mail and password required. An account with two-step verification then asks for its code. */
export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const [needsCode, setNeedsCode] = useState(false);
  const { t, toasts } = useAuthMessages();
  const resolver = useAuthResolver(loginResolver);
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, resolver });
  const { control, formState } = form;

  if (needsCode) {
    return (
      <TwoFactorCodeForm
        onSuccess={() => {
          toast(toasts.signedIn);
          onSuccess();
        }}
        onCancel={() => {
          setNeedsCode(false);
          form.setValue('password', '');
        }}
      />
    );
  }

  // Also when the form's checks could not be downloaded (a flaky network): said like any failed sign-in.
  const failed = (error: unknown) => toast(toasts.signInFailed(authErrorMessage(error, t, FALLBACK_ERROR)));

  async function signIn({ email, password }: LoginValues) {
    try {
      const { twoFactorRequired } = await signInWithEmail({ email, password });
      if (twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
      toast(toasts.signedIn);
      onSuccess();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(signIn)(event).catch(failed)}
      onFocus={resolver.preload}
      className="grid gap-4"
      aria-label={t('auth.login.formLabel')}
    >
      <FormField control={control} name="email" label={t('auth.field.email')}>
        {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField control={control} name="password" label={t('auth.field.password')}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" />}
      </FormField>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onForgotPassword}>
        {t('auth.login.forgotPassword')}
      </Button>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
