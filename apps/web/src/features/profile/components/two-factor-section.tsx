import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { CodeInput } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { schemaResolver } from '@/lib/forms.ts';
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

const FALLBACK = 'Algo salió mal';

// The profile page carries zod already (its details form): the steps' schemas load with it.
const passwordResolver = schemaResolver<{ password: string }>(currentPasswordSchema);
const emailCodeResolver = schemaResolver<{ code: string }>(emailCodeSchema);
const appCodeResolver = schemaResolver<{ code: string }>(appCodeSchema);

const TWO_FACTOR_TOASTS = {
  enabled: {
    title: 'Verificación en dos pasos activada',
    description: 'A partir de ahora te pediremos un código de tu app al iniciar sesión.',
  },
  disabled: { title: 'Verificación en dos pasos desactivada', description: 'Ya solo necesitas tu contraseña para entrar.' },
  enableFailed: (description: string) => ({
    title: 'No se pudo activar la verificación',
    description,
    variant: 'destructive' as const,
  }),
  disableFailed: (description: string) => ({
    title: 'No se pudo desactivar la verificación',
    description,
    variant: 'destructive' as const,
  }),
};

type Step =
  | { kind: 'idle' }
  | { kind: 'enable-password' }
  | { kind: 'enable-email-code'; password: string }
  | { kind: 'enrol'; qrDataUrl: string; secret: string; backupCodes: string[] }
  | { kind: 'disable-password' };

const EMAIL_CODE_SENT = {
  title: 'Código enviado',
  description: 'Te enviamos un código de 6 dígitos a tu correo. Escríbelo para continuar.',
};

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

  async function sendEmailCode(): Promise<boolean> {
    try {
      await requestEnrolmentEmailCode();
      toast(EMAIL_CODE_SENT);
      return true;
    } catch (error) {
      toast(TWO_FACTOR_TOASTS.enableFailed(authErrorMessage(error, FALLBACK)));
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
      toast(TWO_FACTOR_TOASTS.enableFailed(authErrorMessage(error, FALLBACK)));
    }
  }

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>Seguridad</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-start gap-2">
          {enabled ? (
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          ) : (
            <ShieldOff className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <span>
            <strong className="font-semibold">Verificación en dos pasos: </strong>
            {enabled ? 'activada' : 'desactivada'}.{' '}
            <span className="text-muted-foreground">
              {enabled
                ? 'Al iniciar sesión te pedimos el código de tu app de autenticación.'
                : 'Protege tu cuenta pidiendo, además de la contraseña, un código de una app de autenticación.'}
            </span>
          </span>
        </p>

        {step.kind === 'idle' ? (
          enabled ? (
            <Button variant="outline" className="justify-self-start" onClick={() => setStep({ kind: 'disable-password' })}>
              Desactivar
            </Button>
          ) : (
            // A long label: it wraps on a 360 px phone instead of widening the page.
            <Button
              className="max-w-full justify-self-start py-2 text-center whitespace-normal"
              onClick={() => setStep({ kind: 'enable-password' })}
            >
              Activar verificación en dos pasos
            </Button>
          )
        ) : null}

        {step.kind === 'enable-password' ? (
          <PasswordStep
            submitLabel="Continuar"
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
                toast(TWO_FACTOR_TOASTS.enableFailed(authErrorMessage(error, FALLBACK)));
                return false;
              }
              await refresh();
              setStep({ kind: 'idle' });
              toast(TWO_FACTOR_TOASTS.enabled);
              return true;
            }}
          />
        ) : null}

        {step.kind === 'disable-password' ? (
          <PasswordStep
            submitLabel="Desactivar"
            onCancel={() => setStep({ kind: 'idle' })}
            onSubmit={async (password) => {
              try {
                await disableTwoFactor(password);
              } catch (error) {
                toast(TWO_FACTOR_TOASTS.disableFailed(authErrorMessage(error, FALLBACK)));
                return;
              }
              await refresh();
              setStep({ kind: 'idle' });
              toast(TWO_FACTOR_TOASTS.disabled);
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
  const form = useForm<{ password: string }>({ defaultValues: { password: '' }, resolver: passwordResolver });
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
        label="Contraseña actual"
        hint="Confírmala para cambiar la seguridad de tu cuenta."
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
  pendingLabel = 'Un momento...',
  onCancel,
  children,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {children}
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancelar
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
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: emailCodeResolver });
  const pending = form.formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ code }) => onSubmit(code))(event)}
      className="grid max-w-sm gap-3"
    >
      <FormField control={form.control} name="code" label="Código del correo" hint="Lo enviamos a tu correo; vale 10 minutos.">
        {(field) => <CodeInput {...field} autoFocus onValueChange={field.onChange} />}
      </FormField>
      <StepActions pending={pending} submitLabel="Continuar" onCancel={onCancel}>
        <Button variant="outline" onClick={onResend} disabled={pending}>
          Reenviar código
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
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: appCodeResolver });
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
        <li>Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Escanea el código QR o escribe la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que te muestre la app.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={qrDataUrl}
          alt="Código QR para configurar la verificación en dos pasos en tu app de autenticación"
          width={224}
          height={224}
          className="size-56 rounded-2xl border border-border bg-white p-2"
        />
        <div className="grid min-w-0 gap-2">
          <dl className="grid gap-2">
            <dt className="text-sm font-semibold">Clave para escribir a mano</dt>
            <dd className="rounded-xl bg-muted px-3 py-2 font-mono text-sm break-all select-all">{secret}</dd>
          </dl>
          {backupCodes.length ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center font-semibold">Códigos de respaldo</summary>
              <p className="text-muted-foreground">
                Guárdalos en un lugar seguro: cada uno sirve una vez si pierdes acceso a tu app.
              </p>
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
        <FormField control={form.control} name="code" label="Código de verificación">
          {(field) => <CodeInput {...field} onValueChange={field.onChange} />}
        </FormField>
        <StepActions pending={pending} submitLabel="Verificar y activar" pendingLabel="Verificando..." onCancel={onCancel} />
      </form>
    </div>
  );
}
