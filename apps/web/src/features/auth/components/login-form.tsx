import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { signInWithEmail } from '../api/sign-in-with-email.ts';
import { AUTH_TOASTS, FALLBACK_ERROR, REQUIRED_MESSAGES } from '../lib/auth-messages.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

interface LoginErrors {
  email?: string;
  password?: string;
}

/** SPEC §5: e-mail and password required. An account with two-step verification then asks for its code. */
export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (needsCode) {
    return (
      <TwoFactorCodeForm
        onSuccess={() => {
          toast(AUTH_TOASTS.signedIn);
          onSuccess();
        }}
        onCancel={() => {
          setNeedsCode(false);
          setPassword('');
        }}
      />
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: LoginErrors = {
      email: email.trim() ? undefined : REQUIRED_MESSAGES.email,
      password: password ? undefined : REQUIRED_MESSAGES.password,
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setPending(true);
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
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Entrar">
      <Field label="Correo electrónico" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            ref={emailRef}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Contraseña" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onForgotPassword}>
        ¿Olvidaste tu contraseña?
      </Button>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Entrando...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
