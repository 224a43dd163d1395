import {
  DEFAULT_MAX_PASSENGERS,
  DETAIL_HERO_IMAGE_SIZES,
  EXPERIENCE_CARD_IMAGE_SIZES,
  imageSrcSet,
  META_DESCRIPTION_CHARS,
  paths,
  todayInMexico,
  type Trip,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { findPublicExperience, findPublicTrip, listPublicExperiences } from '../catalog/index.ts';
import { placesTaken } from '../payments/index.ts';
import { cachedItemReviewSummary, reviewsJsonLd } from '../reviews/index.ts';
import { itemData, jsonLdScript, organizationData, type StructuredData } from './structured-data.ts';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** schema.org data (decision 0154), written as JSON-LD in the head. */
  structuredData?: StructuredData;
  /**
   * The page's largest image (its LCP element), preloaded from the head at high priority with the
   * same `sizes` as the <img> that shows it, so the browser fetches the same width once.
   */
  lcpImage?: { src: string; sizes: string };
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
  if (normalized === '/') {
    // The landing's largest paint is its heading (the hero's picture is drawn inline): nothing to preload.
    return { status: 200, ...STATIC_PAGES['/']!, structuredData: organizationData(HOME_DESCRIPTION) };
  }
  if (normalized === paths.experiences) {
    // The first card's photo, the list's largest paint on a phone and on a desktop alike.
    const [first] = await cache.remember('page-meta:first-experience', () => listPublicExperiences(db, 1));
    const lcpImage = first?.image_url ? { src: first.image_url, sizes: EXPERIENCE_CARD_IMAGE_SIZES } : undefined;
    return { status: 200, ...STATIC_PAGES[paths.experiences]!, lcpImage };
  }
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
    const description = metaDescription(experience.description, `Detalles de la experiencia ${experience.name}`);
    return {
      status: 200,
      title: `${experience.name} | Hormiga Viajera`,
      description,
      image: experience.image_url,
      type: 'article',
      lcpImage: experience.image_url ? { src: experience.image_url, sizes: DETAIL_HERO_IMAGE_SIZES } : undefined,
      structuredData: itemData({
        name: experience.name,
        path: paths.experience(experience.slug),
        description,
        images: itemImages(experience),
        price: experience.price,
        // Bookable every weekend of the 18-month horizon (docs/product.md §6.2): one full date sells out no experience.
        availability: 'InStock',
        sku: experience.code,
        rating: reviewsJsonLd(reviews),
      }),
    };
  }
  if (kind === 'viaje') {
    const trip = await cache.remember(`trip:${decoded}`, () => findPublicTrip(db, decoded));
    if (!trip) return NOT_FOUND;
    const [reviews, bookable] = await Promise.all([
      cachedItemReviewSummary(db, cache, 'trip', decoded),
      cache.remember(`page-meta:trip-bookable:${decoded}`, () => tripBookable(db, trip)),
    ]);
    // docs/product.md §2.9: else 'Detalles sobre el viaje a {destination}'.
    const description = metaDescription(trip.description, `Detalles sobre el viaje a ${trip.destination}`);
    return {
      status: 200,
      title: `${trip.destination} | Hormiga Viajera`,
      description,
      image: trip.image_url,
      type: 'article',
      lcpImage: trip.image_url ? { src: trip.image_url, sizes: DETAIL_HERO_IMAGE_SIZES } : undefined,
      structuredData: itemData({
        name: trip.destination,
        path: paths.trip(trip.slug),
        description,
        images: itemImages(trip),
        price: trip.price_mxn,
        availability: bookable ? 'InStock' : 'SoldOut',
        availableUntil: trip.departure_date,
        rating: reviewsJsonLd(reviews),
      }),
    };
  }
  return NOT_FOUND;
}

const itemImages = (item: { image_url: string | null; gallery: { url: string }[] }) => [
  ...(item.image_url ? [item.image_url] : []),
  ...item.gallery.map((photo) => photo.url),
];

/**
 * Whether a trip can still be bought: it has not left (Mexico City's today, docs/product.md §6.2)
 * and its departure has places (§6.3). Cached with the catalogue (its TTL bounds how late a sale shows).
 */
async function tripBookable(db: Db, trip: Trip): Promise<boolean> {
  if (trip.departure_date < todayInMexico()) return false;
  const taken = await placesTaken(db, { kind: 'trip', id: trip.id }, { date: trip.departure_date, startTime: null });
  return taken < (trip.max_capacity ?? DEFAULT_MAX_PASSENGERS);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The LCP image's preload: the same candidates and `sizes` as its <img>, so one download serves both. */
function preloadImage({ src, sizes }: { src: string; sizes: string }): string {
  const srcset = imageSrcSet(src);
  if (!srcset) return `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
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
    meta.lcpImage ? preloadImage(meta.lcpImage) : '',
    meta.structuredData ? jsonLdScript(meta.structuredData(publicUrl)) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
