import { BRAND_NAME } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string } | { code: string },
  footer: string,
): string {
  const call =
    'code' in action
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(action.code)}</p>`
      : `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b9452a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b5548">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>`;
  return `<!doctype html><html lang="es-MX"><body style="font-family:system-ui,sans-serif;color:#3b1f14;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${call}
<p style="font-size:13px;color:#6b5548">${escapeHtml(footer)}</p>
</body></html>`;
}

const greeting = (name: string | null | undefined) => `Hola${name ? `, ${name}` : ''}:`;

export function verificationEmail(to: string, name: string | null | undefined, url: string): MailMessage {
  const lines = [
    greeting(name),
    `Gracias por crear tu cuenta en ${BRAND_NAME}. Ya puedes reservar. Confirma tu correo electrónico para ver en «Mis reservas» las reservas que hiciste con él sin cuenta y ganar sus semillas.`,
  ];
  const footer = 'Si no creaste esta cuenta, puedes ignorar este mensaje.';
  return {
    to,
    subject: `Confirma tu correo en ${BRAND_NAME}`,
    text: `${lines.join('\n\n')}\n\nConfirmar mi correo: ${url}\n\n${footer}`,
    html: layout('Confirma tu correo electrónico', lines, { label: 'Confirmar mi correo', url }, footer),
  };
}

export function passwordResetEmail(to: string, name: string | null | undefined, url: string): MailMessage {
  const lines = [greeting(name), 'Recibimos una solicitud para restablecer tu contraseña. El enlace es válido durante 1 hora.'];
  const footer = 'Si no fuiste tú, ignora este mensaje: tu contraseña no cambiará.';
  return {
    to,
    subject: `Restablece tu contraseña de ${BRAND_NAME}`,
    text: `${lines.join('\n\n')}\n\nCrear una nueva contraseña: ${url}\n\n${footer}`,
    html: layout('Restablece tu contraseña', lines, { label: 'Crear una nueva contraseña', url }, footer),
  };
}

export function enrolCodeEmail(to: string, name: string | null | undefined, code: string): MailMessage {
  const lines = [
    greeting(name),
    `Tu código para activar la verificación en dos pasos en ${BRAND_NAME} es: ${code}`,
    'Es válido durante 10 minutos.',
  ];
  const footer =
    'Si no estás activando la verificación en dos pasos, alguien conoce tu contraseña: cámbiala y avisa al administrador.';
  return {
    to,
    subject: `Tu código de seguridad de ${BRAND_NAME}: ${code}`,
    text: `${lines.join('\n\n')}\n\n${footer}`,
    html: layout('Código de seguridad', lines, { code }, footer),
  };
}
