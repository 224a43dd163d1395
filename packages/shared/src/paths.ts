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
} as const;
