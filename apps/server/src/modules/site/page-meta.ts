import { DETAIL_HERO_IMAGE_SIZES, imageSrcSet, META_DESCRIPTION_CHARS, paths } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { findPublicExperience, findPublicTrip } from '../catalog/index.ts';
import { cachedItemReviewSummary, reviewsJsonLd } from '../reviews/index.ts';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** schema.org data of a detail page (its rating, docs/product.md §15.6), as JSON-LD in the head. */
  jsonLd?: Record<string, unknown>;
}

const HOME_DESCRIPTION =
  'Experiencias y viajes por México con guías locales: tours, escapadas, renta de transporte con chofer y semillas de recompensa en cada reserva.';

/** docs/product.md §2.9: the first 160 characters of a description (whole, when shorter). */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, META_DESCRIPTION_CHARS) : fallback;
}

const STATIC_PAGES: Record<string, Omit<PageMeta, 'status'>> = {
  '/': { title: 'Hormiga Viajera | Experiencias y viajes por México', description: HOME_DESCRIPTION },
  [paths.experiences]: {
    title: 'Experiencias | Hormiga Viajera',
    description:
      'Nuestras experiencias por México: cenotes, pirámides, gastronomía, naturaleza y cultura con grupos pequeños y guías locales.',
  },
  [paths.terms]: {
    title: 'Términos y Condiciones | Hormiga Viajera',
    description: 'Términos y condiciones de reservas, pagos, cancelaciones y privacidad de Hormiga Viajera.',
  },
  '/privacidad': {
    title: 'Aviso de Privacidad | Hormiga Viajera',
    description: 'Cómo Hormiga Viajera trata tus datos personales.',
  },
  '/cookies': { title: 'Política de Cookies | Hormiga Viajera', description: 'Las cookies que usa Hormiga Viajera.' },
  [paths.profile]: { title: 'Mi perfil | Hormiga Viajera', description: HOME_DESCRIPTION, noindex: true },
  [paths.passwordReset]: { title: 'Crea tu nueva contraseña | Hormiga Viajera', description: HOME_DESCRIPTION, noindex: true },
  [paths.findBooking]: { title: 'Encuentra tu reserva | Hormiga Viajera', description: HOME_DESCRIPTION, noindex: true },
};

const NOT_FOUND: PageMeta = {
  status: 404,
  title: 'Página no encontrada | Hormiga Viajera',
  description: HOME_DESCRIPTION,
  noindex: true,
};

/** What a page's <head> says, decided on the server so crawlers (which run no JavaScript) see it. */
export async function pageMeta(db: Db, cache: JsonCache, path: string): Promise<PageMeta> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const known = STATIC_PAGES[normalized];
  if (known) return { status: 200, ...known };
  if (normalized === '/admin' || normalized.startsWith('/admin/')) {
    return { status: 200, title: 'Administración | Hormiga Viajera', description: HOME_DESCRIPTION, noindex: true };
  }

  const [, kind, slug, extra] = normalized.split('/');
  if (!slug || extra !== undefined) return NOT_FOUND;
  // A booking's confirmation page and a manual sale's payment link (docs/product.md §6.11, §14.6):
  // private, so nothing about the booking in the head (the page asks the API with the link's token).
  if ((kind === 'reserva' || kind === 'pagar') && /^[0-9A-Fa-f]{8}$/.test(slug)) {
    const title = kind === 'pagar' ? 'Paga tu reserva | Hormiga Viajera' : 'Tu reserva | Hormiga Viajera';
    return { status: 200, title, description: HOME_DESCRIPTION, noindex: true };
  }
  const decoded = safeDecode(slug);
  if (decoded === null) return NOT_FOUND;

  if (kind === 'experiencia') {
    const experience = await cache.remember(`experience:${decoded}`, () => findPublicExperience(db, decoded));
    if (!experience) return NOT_FOUND;
    const reviews = await cachedItemReviewSummary(db, cache, 'experience', decoded);
    return {
      status: 200,
      title: `${experience.name} | Hormiga Viajera`,
      description: metaDescription(experience.description, `Detalles de la experiencia ${experience.name}`),
      image: experience.image_url,
      type: 'article',
      jsonLd: itemJsonLd(experience.name, experience.description, experience.image_url, experience.price, reviewsJsonLd(reviews)),
    };
  }
  if (kind === 'viaje') {
    const trip = await cache.remember(`trip:${decoded}`, () => findPublicTrip(db, decoded));
    if (!trip) return NOT_FOUND;
    const reviews = await cachedItemReviewSummary(db, cache, 'trip', decoded);
    return {
      status: 200,
      title: `${trip.destination} | Hormiga Viajera`,
      // docs/product.md §2.9: else 'Detalles sobre el viaje a {destination}'.
      description: metaDescription(trip.description, `Detalles sobre el viaje a ${trip.destination}`),
      image: trip.image_url,
      type: 'article',
      jsonLd: itemJsonLd(trip.destination, trip.description, trip.image_url, trip.price_mxn, reviewsJsonLd(reviews)),
    };
  }
  return NOT_FOUND;
}

/**
 * A reviewed experience or trip as schema.org's Product with its MXN offer and its rating
 * (decision 0138); nothing for an item without visible reviews.
 */
function itemJsonLd(
  name: string,
  description: string | null,
  image: string | null,
  price: number,
  rating: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!('aggregateRating' in rating)) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description ? { description: metaDescription(description, name) } : {}),
    ...(image ? { image } : {}),
    offers: { '@type': 'Offer', price, priceCurrency: 'MXN', availability: 'https://schema.org/InStock' },
    ...rating,
  };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function preloadImage(url: string): string {
  const srcset = imageSrcSet(url);
  if (!srcset) return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${DETAIL_HERO_IMAGE_SIZES}" fetchpriority="high" />`;
}

/** The JSON-LD block, its image made absolute; `<` escaped, so no text inside can close the element. */
function jsonLdScript(data: Record<string, unknown>, publicUrl: string): string {
  const withImage = typeof data.image === 'string' ? { ...data, image: publicUrl + data.image } : data;
  return `<script type="application/ld+json">${JSON.stringify(withImage).replace(/</g, '\\u003c')}</script>`;
}

/** The <head> tags for a page; every value is escaped. */
export function renderHead(meta: PageMeta, publicUrl: string, path: string): string {
  const url = `${publicUrl}${path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Hormiga Viajera" />`,
    `<meta property="og:locale" content="es_MX" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(publicUrl + meta.image)}" />` : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : '',
    // The detail page's cover is its largest paint: fetch it with the HTML, not after the JS.
    meta.image ? preloadImage(meta.image) : '',
    meta.jsonLd ? jsonLdScript(meta.jsonLd, publicUrl) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
