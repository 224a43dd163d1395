// One place for the product's routes (docs/architecture.md §15.11: paths are never string-built in components).
export const paths = {
  home: '/',
  experiences: '/experiencias',
  experience: (slug: string) => `/experiencia/${encodeURIComponent(slug)}`,
  trip: (slug: string) => `/viaje/${encodeURIComponent(slug)}`,
  profile: '/perfil',
  passwordReset: '/password-reset',
  terms: '/terminos-y-condiciones',
  privacy: '/privacidad',
  cookies: '/cookies',
  admin: '/admin',
  /** A booking's confirmation page (docs/product.md §6.11); the signed link adds `?t=`. */
  booking: (reference: string) => `/reserva/${encodeURIComponent(reference)}`,
  findBooking: '/mi-reserva',
  /** A manual sale's payment link (docs/product.md §14.6); the signed link adds `?t=`. */
  payBooking: (reference: string) => `/pagar/${encodeURIComponent(reference)}`,
} as const;
