import { useForm } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { CodeInput } from '@/components/ui/input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { verifyTwoFactorCode } from '../api/verify-two-factor-code.ts';
import { FALLBACK_ERROR, useAuthMessages } from '../lib/auth-messages.ts';
import { twoFactorCodeResolver, useAuthResolver } from '../lib/auth-resolvers.ts';

/** Second sign-in step for accounts with two-step verification (docs/product.md §3.4). */
export function TwoFactorCodeForm({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const { t, toasts } = useAuthMessages();
  const resolver = useAuthResolver(twoFactorCodeResolver);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver });
  const failed = (error: unknown) => toast(toasts.signInFailed(authErrorMessage(error, t, FALLBACK_ERROR)));
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
      onFocus={resolver.preload}
      className="grid gap-4"
      aria-label={t('auth.twoFactor.formLabel')}
    >
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        {t('auth.twoFactor.intro')}
      </p>
      <FormField control={control} name="code" label={t('auth.twoFactor.codeLabel')}>
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
        {formState.isSubmitting ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onCancel}>
        {t('auth.twoFactor.back')}
      </Button>
    </form>
  );
}
