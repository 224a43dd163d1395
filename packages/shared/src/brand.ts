// Who the business is, as the footer shows it and the landing's schema.org data states it
// (docs/product.md §2.2, §2.11). The WhatsApp number is configuration (WHATSAPP_NUMBER), not here.

export const CONTACT_EMAIL = 'contacto@hormigaviajera.mx';

const street = 'Av. Álvaro Obregón 121, Roma Norte';
const locality = 'Cuauhtémoc';
const postalCode = '06700';

/** The office, as a postal address's parts and as the footer's two lines. */
export const OFFICE_ADDRESS = {
  street,
  locality,
  region: 'Ciudad de México',
  postalCode,
  country: 'MX',
  lines: [street, `${locality}, ${postalCode} Ciudad de México, CDMX`],
} as const;

/** The brand's profiles, in the footer's order. */
export const SOCIAL_PROFILES = [
  { network: 'Facebook', href: 'https://www.facebook.com/hormigaviajera' },
  { network: 'Instagram', href: 'https://www.instagram.com/hormigaviajera' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@hormigaviajera' },
  { network: 'YouTube', href: 'https://www.youtube.com/@hormigaviajera' },
] as const;
