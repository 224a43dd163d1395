import { useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { verifyTwoFactorCode } from '../api/verify-two-factor-code.ts';
import { AUTH_TOASTS, FALLBACK_ERROR, REQUIRED_MESSAGES } from '../lib/auth-messages.ts';

const SIX_DIGITS = /^\d{6}$/;

/** Second sign-in step for accounts with two-step verification (SPEC §4, aal2). */
export function TwoFactorCodeForm({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setError(REQUIRED_MESSAGES.code);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await verifyTwoFactorCode(code);
      onSuccess();
    } catch (err) {
      toast(AUTH_TOASTS.signInFailed(authErrorMessage(err, FALLBACK_ERROR)));
      setCode('');
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Verificación en dos pasos">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        Tu cuenta tiene verificación en dos pasos. Escribe el código de 6 dígitos que muestra tu app de autenticación.
      </p>
      <Field label="Código de verificación" error={error}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            // Autofocus: the person was just asked for this code and nothing else.
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="text-center font-mono text-xl tracking-[0.4em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onCancel}>
        Volver
      </Button>
    </form>
  );
}
