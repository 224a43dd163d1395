import { BRAND_NAME, INTL_LOCALE, type Locale } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import { translator, type Translator } from '../../lib/i18n.ts';
import { greeting, type MailMessage } from '../mail/index.ts';

// The account e-mails. The traveller's (confirm the address, reset the password) are in the
// account's language (its `locale`, docs/decisions/0159-english-pages.md); the security code
// for enrolling an authenticator goes to staff only and stays Spanish.

function layout(
  t: Translator,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string } | { code: string },
  footer: string,
): string {
  const call =
    'code' in action
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(action.code)}</p>`
      : `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b9452a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b5548">${escapeHtml(t.t('mail.auth.buttonFallback'))}<br>${escapeHtml(action.url)}</p>`;
  return `<!doctype html><html lang="${INTL_LOCALE[t.locale]}"><body style="font-family:system-ui,sans-serif;color:#3b1f14;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${call}
<p style="font-size:13px;color:#6b5548">${escapeHtml(footer)}</p>
</body></html>`;
}

export function verificationEmail(to: string, name: string | null | undefined, url: string, locale: Locale = 'es'): MailMessage {
  const t = translator(locale);
  const lines = [greeting(t, name), t.t('mail.verify.body', { brand: BRAND_NAME })];
  const footer = t.t('mail.verify.footer');
  const label = t.t('mail.verify.action');
  return {
    to,
    subject: t.t('mail.verify.subject', { brand: BRAND_NAME }),
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n\n${footer}`,
    html: layout(t, t.t('mail.verify.title'), lines, { label, url }, footer),
  };
}

export function passwordResetEmail(to: string, name: string | null | undefined, url: string, locale: Locale = 'es'): MailMessage {
  const t = translator(locale);
  const lines = [greeting(t, name), t.t('mail.reset.body')];
  const footer = t.t('mail.reset.footer');
  const label = t.t('mail.reset.action');
  return {
    to,
    subject: t.t('mail.reset.subject', { brand: BRAND_NAME }),
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n\n${footer}`,
    html: layout(t, t.t('mail.reset.title'), lines, { label, url }, footer),
  };
}

export function enrolCodeEmail(to: string, name: string | null | undefined, code: string): MailMessage {
  const lines = [
    greeting(translator('es'), name),
    `Tu código para activar la verificación en dos pasos en ${BRAND_NAME} es: ${code}`,
    'Es válido durante 10 minutos.',
  ];
  const footer =
    'Si no estás activando la verificación en dos pasos, alguien conoce tu contraseña: cámbiala y avisa al administrador.';
  return {
    to,
    subject: `Tu código de seguridad de ${BRAND_NAME}: ${code}`,
    text: `${lines.join('\n\n')}\n\n${footer}`,
    html: layout(translator('es'), 'Código de seguridad', lines, { code }, footer),
  };
}
