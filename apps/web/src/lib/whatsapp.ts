/** A wa.me chat link (digits only, as WhatsApp requires) with a pre-filled, URL-encoded message. */
export function whatsappChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * A WhatsApp number as people read it in Mexico: "5215512345678" → "+52 55 1234 5678".
 * The mobile "1" after 52 is dropped from the display (dialling it is no longer needed);
 * numbers from elsewhere are shown as "+" and their digits.
 */
export function formatPhoneForDisplay(number: string): string {
  const digits = number.replace(/\D/g, '');
  const mexican = /^52(?:1)?(\d{2})(\d{4})(\d{4})$/.exec(digits);
  if (mexican) return `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}`;
  return `+${digits}`;
}

/** The tel: link for the same number, without the mobile "1" for Mexico. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  const mexican = /^521(\d{10})$/.exec(digits);
  return `tel:+${mexican ? `52${mexican[1]}` : digits}`;
}
