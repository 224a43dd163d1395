import { useRef, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { AuthRequestError } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AUTH_TOASTS, REQUIRED_MESSAGES } from '../lib/auth-messages.ts';
import { isValidEmail } from '../lib/email-pattern.ts';
import { RESET_ATTEMPT_WINDOW_MS, recordResetSent, resetWaitMinutes } from '../lib/reset-attempts.ts';

interface ForgotPasswordFormProps {
  onBack: () => void;
  onSent: () => void;
}

/**
 * SPEC §5: the e-mail pattern, then the 3-per-5-minutes limit (local first, the server's 429
 * as well), then the request. 'Correo enviado' never says whether the account exists.
 */
export function ForgotPasswordForm({ onBack, onSent }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(REQUIRED_MESSAGES.email);
      return inputRef.current?.focus();
    }
    setError(undefined);
    if (!isValidEmail(address)) {
      toast(AUTH_TOASTS.invalidEmail);
      return inputRef.current?.focus();
    }
    const wait = resetWaitMinutes(address);
    if (wait !== null) {
      toast(AUTH_TOASTS.resetLimit(wait));
      return;
    }

    setPending(true);
    try {
      await requestPasswordReset(address);
      recordResetSent(address);
      toast(AUTH_TOASTS.resetSent);
      onSent();
    } catch (err) {
      if (err instanceof AuthRequestError && err.status === 429) {
        // Our limit answers with the minutes; a generic limiter does not, so assume the whole window.
        toast(AUTH_TOASTS.resetLimit(err.minutes ?? RESET_ATTEMPT_WINDOW_MS / 60_000));
      } else {
        toast(AUTH_TOASTS.resetSendFailed);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Restablecer contraseña">
      <Field label="Correo electrónico" error={error}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Enviando...' : 'Enviar enlace'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Volver a iniciar sesión
      </Button>
    </form>
  );
}
