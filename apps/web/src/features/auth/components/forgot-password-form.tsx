import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { AuthRequestError } from '@/lib/auth-errors.ts';
import { toast } from '@/lib/use-toast.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useAuthMessages } from '../lib/auth-messages.ts';
import { forgotPasswordResolver, useAuthResolver } from '../lib/auth-resolvers.ts';
import { isValidEmail } from '../lib/email-pattern.ts';
import { RESET_ATTEMPT_WINDOW_MS, recordResetSent, resetWaitMinutes } from '../lib/reset-attempts.ts';

interface ForgotPasswordFormProps {
  onBack: () => void;
  onSent: () => void;
}

/**
 * docs/product.md §3.3: the e-mail pattern, then the 3-per-5-minutes limit (local first, the server's 429
 * as well), then the request. 'Correo enviado' never says whether the account exists.
 */
export function ForgotPasswordForm({ onBack, onSent }: ForgotPasswordFormProps) {
  const { t, paths, toasts } = useAuthMessages();
  const resolver = useAuthResolver(forgotPasswordResolver);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, resolver });
  const { control, formState } = form;

  async function send({ email }: { email: string }) {
    const address = email.trim();
    if (!isValidEmail(address)) {
      toast(toasts.invalidEmail);
      return form.setFocus('email');
    }
    const wait = resetWaitMinutes(address);
    if (wait !== null) {
      toast(toasts.resetLimit(wait));
      return;
    }

    try {
      await requestPasswordReset(address, paths.passwordReset);
      recordResetSent(address);
      toast(toasts.resetSent);
      onSent();
    } catch (err) {
      if (err instanceof AuthRequestError && err.status === 429) {
        // Our limit answers with the minutes; a generic limiter does not, so assume the whole window.
        toast(toasts.resetLimit(err.minutes ?? RESET_ATTEMPT_WINDOW_MS / 60_000));
      } else {
        toast(toasts.resetSendFailed);
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form
          .handleSubmit(send)(event)
          .catch(() => toast(toasts.resetSendFailed))
      }
      onFocus={resolver.preload}
      className="grid gap-4"
      aria-label={t('auth.forgot.formLabel')}
    >
      <FormField control={control} name="email" label={t('auth.field.email')}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
      </FormField>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('auth.forgot.back')}
      </Button>
    </form>
  );
}
