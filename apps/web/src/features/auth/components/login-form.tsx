import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { signInWithEmail } from '../api/sign-in-with-email.ts';
import { AUTH_TOASTS, FALLBACK_ERROR } from '../lib/auth-messages.ts';
import { loginResolver, type LoginValues } from '../lib/auth-resolvers.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

// The form's checks could not be downloaded (a flaky network): said like any failed sign-in.
const failed = (error: unknown) => toast(AUTH_TOASTS.signInFailed(authErrorMessage(error, FALLBACK_ERROR)));

/** docs/product.md §3.2: e-mail and password required. An account with two-step verification then asks for its code. */
export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, resolver: loginResolver });
  const { control, formState } = form;

  if (needsCode) {
    return (
      <TwoFactorCodeForm
        onSuccess={() => {
          toast(AUTH_TOASTS.signedIn);
          onSuccess();
        }}
        onCancel={() => {
          setNeedsCode(false);
          form.setValue('password', '');
        }}
      />
    );
  }

  async function signIn({ email, password }: LoginValues) {
    try {
      const { twoFactorRequired } = await signInWithEmail({ email, password });
      if (twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
      toast(AUTH_TOASTS.signedIn);
      onSuccess();
    } catch (error) {
      toast(AUTH_TOASTS.signInFailed(authErrorMessage(error, FALLBACK_ERROR)));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(signIn)(event).catch(failed)}
      onFocus={loginResolver.preload}
      className="grid gap-4"
      aria-label="Entrar"
    >
      <FormField control={control} name="email" label="Correo electrónico">
        {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField control={control} name="password" label="Contraseña">
        {(field) => <PasswordInput {...field} autoComplete="current-password" />}
      </FormField>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onForgotPassword}>
        ¿Olvidaste tu contraseña?
      </Button>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Entrando...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
