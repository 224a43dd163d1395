import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { CodeInput } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { schemaResolver } from '@/lib/forms.ts';
import { Message, useT, type MessageId, type MessageValues } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  isEmailCodeRequired,
  requestEnrolmentEmailCode,
  startTwoFactorEnrolment,
  totpSecret,
} from '../api/manage-two-factor.ts';
import { appCodeSchema, currentPasswordSchema, emailCodeSchema } from '../lib/two-factor-schemas.ts';

const FALLBACK: MessageId = 'auth.error.fallback';

type Translate = (id: MessageId, values?: MessageValues) => string;

// The profile page carries zod already (its details form): the steps' schemas load with it, their
// messages in the page's language.
function useStepResolver<T extends FieldValues>(schema: (t: Translate) => Parameters<typeof schemaResolver>[0]) {
  const { t } = useT('account');
  return useMemo(() => schemaResolver<T>(schema(t)), [schema, t]);
}

const twoFactorToasts = (t: Translate) => ({
  enabled: {
    title: t('profile.twoFactor.enabled.title'),
    description: t('profile.twoFactor.enabled.description'),
  },
  disabled: { title: t('profile.twoFactor.disabled.title'), description: t('profile.twoFactor.disabled.description') },
  enableFailed: (description: string) => ({
    title: t('profile.twoFactor.enableFailed.title'),
    description,
    variant: 'destructive' as const,
  }),
  disableFailed: (description: string) => ({
    title: t('profile.twoFactor.disableFailed.title'),
    description,
    variant: 'destructive' as const,
  }),
  emailCodeSent: { title: t('profile.twoFactor.codeSent.title'), description: t('profile.twoFactor.codeSent.description') },
});

type Step =
  | { kind: 'idle' }
  | { kind: 'enable-password' }
  | { kind: 'enable-email-code'; password: string }
  | { kind: 'enrol'; qrDataUrl: string; secret: string; backupCodes: string[] }
  | { kind: 'disable-password' };

/**
 * 'Seguridad' (issue 4): two-step verification with an authenticator app. Enrolment asks the
 * password (and, when staff must use it, a code sent to their e-mail, so a stolen password alone
 * cannot bind someone else's app), shows the QR code and the secret, and counts only after a
 * code from the app is verified; turning it off asks the password again.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const headingId = useId();
  const { t } = useT('account');
  const toasts = twoFactorToasts(t);

  async function sendEmailCode(): Promise<boolean> {
    try {
      await requestEnrolmentEmailCode();
      toast(toasts.emailCodeSent);
      return true;
    } catch (error) {
      toast(toasts.enableFailed(authErrorMessage(error, t, FALLBACK)));
      return false;
    }
  }

  async function beginEnrolment(password: string, emailCode?: string) {
    try {
      const { totpURI, backupCodes } = await startTwoFactorEnrolment(password, emailCode);
      // Loaded only by the few who enrol.
      const QRCode = await import('qrcode');
      const qrDataUrl = await QRCode.toDataURL(totpURI, { margin: 1, width: 224 });
      setStep({ kind: 'enrol', qrDataUrl, secret: totpSecret(totpURI), backupCodes });
    } catch (error) {
      if (!emailCode && isEmailCodeRequired(error)) {
        if (await sendEmailCode()) setStep({ kind: 'enable-email-code', password });
        return;
      }
      toast(toasts.enableFailed(authErrorMessage(error, t, FALLBACK)));
    }
  }

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>{t('profile.twoFactor.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-start gap-2">
          {enabled ? (
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          ) : (
            <ShieldOff className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <span>
            <Message
              id={enabled ? 'profile.twoFactor.statusOn' : 'profile.twoFactor.statusOff'}
              components={{ 0: <strong className="font-semibold" /> }}
            />{' '}
            <span className="text-muted-foreground">
              {enabled ? t('profile.twoFactor.onHint') : t('profile.twoFactor.offHint')}
            </span>
          </span>
        </p>

        {step.kind === 'idle' ? (
          enabled ? (
            <Button variant="outline" className="justify-self-start" onClick={() => setStep({ kind: 'disable-password' })}>
              {t('profile.twoFactor.turnOff')}
            </Button>
          ) : (
            // A long label: it wraps on a 360 px phone instead of widening the page.
            <Button
              className="max-w-full justify-self-start py-2 text-center whitespace-normal"
              onClick={() => setStep({ kind: 'enable-password' })}
            >
              {t('profile.twoFactor.turnOn')}
            </Button>
          )
        ) : null}

        {step.kind === 'enable-password' ? (
          <PasswordStep
            submitLabel={t('profile.twoFactor.continue')}
            onCancel={() => setStep({ kind: 'idle' })}
            onSubmit={(password) => beginEnrolment(password)}
          />
        ) : null}

        {step.kind === 'enable-email-code' ? (
          <EmailCodeStep
            onSubmit={(code) => beginEnrolment(step.password, code)}
            onResend={() => void sendEmailCode()}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : null}

        {step.kind === 'enrol' ? (
          <EnrolStep
            qrDataUrl={step.qrDataUrl}
            secret={step.secret}
            backupCodes={step.backupCodes}
            onCancel={() => setStep({ kind: 'idle' })}
            onVerify={async (code) => {
              try {
                await confirmTwoFactorEnrolment(code);
              } catch (error) {
                toast(toasts.enableFailed(authErrorMessage(error, t, FALLBACK)));
                return false;
              }
              await refresh();
              setStep({ kind: 'idle' });
              toast(toasts.enabled);
              return true;
            }}
          />
        ) : null}

        {step.kind === 'disable-password' ? (
          <PasswordStep
            submitLabel={t('profile.twoFactor.turnOff')}
            onCancel={() => setStep({ kind: 'idle' })}
            onSubmit={async (password) => {
              try {
                await disableTwoFactor(password);
              } catch (error) {
                toast(toasts.disableFailed(authErrorMessage(error, t, FALLBACK)));
                return;
              }
              await refresh();
              setStep({ kind: 'idle' });
              toast(toasts.disabled);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useT('account');
  const resolver = useStepResolver<{ password: string }>(currentPasswordSchema);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' }, resolver });
  const pending = form.formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ password }) => onSubmit(password))(event)}
      className="grid max-w-sm gap-3"
    >
      <FormField
        control={form.control}
        name="password"
        label={t('profile.twoFactor.currentPassword')}
        hint={t('profile.twoFactor.currentPasswordHint')}
      >
        {(field) => <PasswordInput {...field} autoFocus autoComplete="current-password" />}
      </FormField>
      <StepActions pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** A step's buttons: its submit (with the label it shows while working), any extra, and Cancelar. */
function StepActions({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  children,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useT('account');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? t('profile.twoFactor.pending')) : submitLabel}
      </Button>
      {children}
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('profile.twoFactor.cancel')}
      </Button>
    </div>
  );
}

function EmailCodeStep({
  onSubmit,
  onResend,
  onCancel,
}: {
  onSubmit: (code: string) => Promise<void>;
  onResend: () => void;
  onCancel: () => void;
}) {
  const { t } = useT('account');
  const resolver = useStepResolver<{ code: string }>(emailCodeSchema);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver });
  const pending = form.formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ code }) => onSubmit(code))(event)}
      className="grid max-w-sm gap-3"
    >
      <FormField
        control={form.control}
        name="code"
        label={t('profile.twoFactor.emailCode')}
        hint={t('profile.twoFactor.emailCodeHint')}
      >
        {(field) => <CodeInput {...field} autoFocus onValueChange={field.onChange} />}
      </FormField>
      <StepActions pending={pending} submitLabel={t('profile.twoFactor.continue')} onCancel={onCancel}>
        <Button variant="outline" onClick={onResend} disabled={pending}>
          {t('profile.twoFactor.resendCode')}
        </Button>
      </StepActions>
    </form>
  );
}

function EnrolStep({
  qrDataUrl,
  secret,
  backupCodes,
  onVerify,
  onCancel,
}: {
  qrDataUrl: string;
  secret: string;
  backupCodes: string[];
  onVerify: (code: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useT('account');
  const resolver = useStepResolver<{ code: string }>(appCodeSchema);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver });
  // Kept after a verified code, while the section closes the step.
  const [verified, setVerified] = useState(false);
  const pending = form.formState.isSubmitting || verified;

  async function verify({ code }: { code: string }) {
    if (await onVerify(code)) setVerified(true);
    else form.setValue('code', '');
  }

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t('profile.twoFactor.stepOpenApp')}</li>
        <li>{t('profile.twoFactor.stepScan')}</li>
        <li>{t('profile.twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={qrDataUrl}
          alt={t('profile.twoFactor.qrAlt')}
          width={224}
          height={224}
          className="size-56 rounded-2xl border border-border bg-white p-2"
        />
        <div className="grid min-w-0 gap-2">
          <dl className="grid gap-2">
            <dt className="text-sm font-semibold">{t('profile.twoFactor.manualKey')}</dt>
            <dd className="rounded-xl bg-muted px-3 py-2 font-mono text-sm break-all select-all">{secret}</dd>
          </dl>
          {backupCodes.length ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center font-semibold">
                {t('profile.twoFactor.backupCodes')}
              </summary>
              <p className="text-muted-foreground">{t('profile.twoFactor.backupCodesHint')}</p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
                {backupCodes.map((backup) => (
                  <li key={backup}>{backup}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </div>
      <form noValidate onSubmit={(event) => void form.handleSubmit(verify)(event)} className="grid max-w-sm gap-3">
        <FormField control={form.control} name="code" label={t('profile.twoFactor.codeLabel')}>
          {(field) => <CodeInput {...field} onValueChange={field.onChange} />}
        </FormField>
        <StepActions
          pending={pending}
          submitLabel={t('profile.twoFactor.verifyAndTurnOn')}
          pendingLabel={t('profile.twoFactor.verifying')}
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}
