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

/**
 * The operator's legal identity, as the footer, legal pages, voucher and e-mails show it (issue 30
 * item 6): legal name, RFC, RNT (Registro Nacional de Turismo), full address, phone. One setting
 * in the server's environment (OPERATOR_*), served in GET /api/config; these are the demo values
 * used when it is not set (docs/decisions/0199-checkout-feedback-and-operator-identity.md).
 */
export interface OperatorIdentity {
  legal_name: string;
  rfc: string;
  rnt: string;
  address: string;
  phone: string;
}

export const DEMO_OPERATOR: OperatorIdentity = {
  legal_name: 'Hormiga Viajera Turismo, S.A. de C.V.',
  rfc: 'HVT150310AB1',
  rnt: '04090150123456',
  address: `${street}, ${locality}, ${postalCode} Ciudad de México, CDMX, México`,
  phone: '+52 55 1234 5678',
};
