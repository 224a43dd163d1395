import { useForm } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { CodeInput } from '@/components/ui/input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { verifyTwoFactorCode } from '../api/verify-two-factor-code.ts';
import { AUTH_TOASTS, FALLBACK_ERROR } from '../lib/auth-messages.ts';
import { twoFactorCodeResolver } from '../lib/auth-resolvers.ts';

const failed = (error: unknown) => toast(AUTH_TOASTS.signInFailed(authErrorMessage(error, FALLBACK_ERROR)));

/** Second sign-in step for accounts with two-step verification (docs/product.md §3.4). */
export function TwoFactorCodeForm({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: twoFactorCodeResolver });
  const { control, formState } = form;

  async function verify({ code }: { code: string }) {
    try {
      await verifyTwoFactorCode(code);
      onSuccess();
    } catch (error) {
      failed(error);
      form.setValue('code', '');
      form.setFocus('code');
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(verify)(event).catch(failed)}
      onFocus={twoFactorCodeResolver.preload}
      className="grid gap-4"
      aria-label="Verificación en dos pasos"
    >
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        Tu cuenta tiene verificación en dos pasos. Escribe el código de 6 dígitos que muestra tu app de autenticación.
      </p>
      <FormField control={control} name="code" label="Código de verificación">
        {(field) => (
          <CodeInput
            {...field}
            // Autofocus: the person was just asked for this code and nothing else.
            autoFocus
            className="text-center text-xl tracking-[0.4em]"
            onValueChange={field.onChange}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onCancel}>
        Volver
      </Button>
    </form>
  );
}
