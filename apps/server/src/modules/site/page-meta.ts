import {
  DEFAULT_MAX_PASSENGERS,
  DETAIL_HERO_IMAGE_SIZES,
  EXPERIENCE_CARD_IMAGE_SIZES,
  imageSrcSet,
  LOCALES,
  localeOfPath,
  localizedPaths,
  META_DESCRIPTION_CHARS,
  PAGE_SEGMENTS,
  pathInLocale,
  paths,
  searchTerm,
  textIn,
  todayInMexico,
  type Locale,
  type Trip,
} from '@hv/shared';
import { translator, type ServerMessageId } from '../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { findPublicExperience, findPublicTrip, listPublicExperiences } from '../catalog/index.ts';
import { placesTaken } from '../availability/index.ts';
import { cachedItemReviewSummary, reviewsJsonLd } from '../reviews/index.ts';
import { itemData, jsonLdScript, organizationData, type StructuredData } from './structured-data.ts';

export interface PageMeta {
  status: 200 | 404;
  /** The page's language (docs/decisions/0159-english-pages.md): <html lang>, og:locale. */
  locale: Locale;
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

/** docs/product.md §2.9: the first 160 characters of a description (whole, when shorter). */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, META_DESCRIPTION_CHARS) : fallback;
}

type MetaText = { title: ServerMessageId; description: ServerMessageId; noindex?: boolean };
const PRIVATE = { description: 'meta.home.description', noindex: true } as const;

/** The fixed pages by their Spanish path; an English path is read as its Spanish counterpart. */
const STATIC_PAGES: Record<string, MetaText> = {
  '/': { title: 'meta.home.title', description: 'meta.home.description' },
  [paths.experiences]: { title: 'meta.experiences.title', description: 'meta.experiences.description' },
  [paths.terms]: { title: 'meta.terms.title', description: 'meta.terms.description' },
  [paths.privacy]: { title: 'meta.privacy.title', description: 'meta.privacy.description' },
  [paths.cookies]: { title: 'meta.cookies.title', description: 'meta.cookies.description' },
  [paths.seeds]: { title: 'meta.seeds.title', description: 'meta.seeds.description' },
  [paths.profile]: { title: 'meta.profile.title', ...PRIVATE },
  [paths.passwordReset]: { title: 'meta.passwordReset.title', ...PRIVATE },
  [paths.findBooking]: { title: 'meta.findBooking.title', ...PRIVATE },
  [paths.invoice]: { title: 'meta.invoice.title', description: 'meta.invoice.description' },
};

/**
 * What a page's <head> says, decided on the server so crawlers (which run no JavaScript) see it. `path`
 * may carry the search page's `?q=` (web/page-renderer.ts pageKey); other query strings are not read.
 */
export async function pageMeta(db: Db, cache: JsonCache, path: string): Promise<PageMeta> {
  const [pathname = '/', query = ''] = path.split('?');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const locale = localeOfPath(trimmed);
  const { t } = translator(locale);
  const notFound: PageMeta = {
    status: 404,
    locale,
    title: t('meta.notFound.title'),
    description: t('meta.home.description'),
    noindex: true,
  };
  // The Spanish form of the path names the page in either language.
  const normalized = pathInLocale(trimmed, 'es');
  const text = (known: MetaText) => ({
    status: 200 as const,
    locale,
    title: t(known.title),
    description: t(known.description),
    noindex: known.noindex,
  });
  if (normalized === '/') {
    // The landing's largest paint is its heading (the hero's picture is drawn inline): nothing to preload.
    const home = text(STATIC_PAGES['/']!);
    return { ...home, structuredData: organizationData(home.description, locale) };
  }
  if (normalized === paths.experiences) {
    // The first card's photo, the list's largest paint on a phone and on a desktop alike.
    const [first] = await cache.remember('page-meta:first-experience', () => listPublicExperiences(db, 1));
    const lcpImage = first?.image_url ? { src: first.image_url, sizes: EXPERIENCE_CARD_IMAGE_SIZES } : undefined;
    return { ...text(STATIC_PAGES[paths.experiences]!), lcpImage };
  }
  if (normalized === paths.search) {
    // Issue 30: a results page names its words; kept out of search engines' indexes (decision 0181).
    const term = searchTerm(new URLSearchParams(query).get('q'));
    return {
      status: 200,
      locale,
      title: term ? t('meta.search.titleFor', { term }) : t('meta.search.title'),
      description: t('meta.search.description'),
      noindex: true,
    };
  }
  const known = STATIC_PAGES[normalized];
  if (known) return text(known);
  if (normalized === '/admin' || normalized.startsWith('/admin/')) {
    return {
      status: 200,
      locale: 'es',
      title: 'Administración | Hormiga Viajera',
      description: t('meta.home.description'),
      noindex: true,
    };
  }

  const [, kind, slug, extra] = normalized.split('/');
  if (!slug || extra !== undefined) return notFound;
  // A booking's confirmation page and a manual sale's payment link (docs/product.md §6.11, §14.6):
  // private, so nothing about the booking in the head (the page asks the API with the link's token).
  if ((kind === 'reserva' || kind === 'pagar') && /^[0-9A-Fa-f]{8}$/.test(slug)) {
    return text({ title: kind === 'pagar' ? 'meta.payBooking.title' : 'meta.booking.title', ...PRIVATE });
  }
  // A waitlist invitation (decisions 0235, 0239): private, the token is its only key.
  if (kind === PAGE_SEGMENTS.waitlist.es && /^[A-Za-z0-9_-]{16,64}$/.test(slug)) {
    return text({ title: 'meta.waitlist.title', ...PRIVATE });
  }
  const decoded = safeDecode(slug);
  if (decoded === null) return notFound;
  const inLocale = <T extends string | null>(es: T, en: T | null | undefined) => textIn(locale, es, en);
  const itemPaths = localizedPaths(locale);

  if (kind === 'experiencia') {
    const experience = await cache.remember(`experience:${decoded}`, () => findPublicExperience(db, decoded));
    if (!experience) return notFound;
    const reviews = await cachedItemReviewSummary(db, cache, 'experience', decoded);
    const name = inLocale(experience.name, experience.name_en);
    const description = metaDescription(
      inLocale(experience.description, experience.description_en),
      t('meta.experience.fallback', { name }),
    );
    return {
      status: 200,
      locale,
      title: t('meta.item.title', { name }),
      description,
      image: experience.image_url,
      type: 'article',
      lcpImage: experience.image_url ? { src: experience.image_url, sizes: DETAIL_HERO_IMAGE_SIZES } : undefined,
      structuredData: itemData({
        name,
        path: itemPaths.experience(experience.slug),
        description,
        images: itemImages(experience),
        price: experience.price,
        // Bookable every weekend of the 18-month horizon (docs/product.md §6.2): one full date sells out no experience.
        availability: 'InStock',
        sku: experience.code,
        rating: reviewsJsonLd(reviews),
        locale,
      }),
    };
  }
  if (kind === 'viaje') {
    const trip = await cache.remember(`trip:${decoded}`, () => findPublicTrip(db, decoded));
    if (!trip) return notFound;
    const [reviews, bookable] = await Promise.all([
      cachedItemReviewSummary(db, cache, 'trip', decoded),
      cache.remember(`page-meta:trip-bookable:${decoded}`, () => tripBookable(db, trip)),
    ]);
    const destination = inLocale(trip.destination, trip.destination_en);
    // docs/product.md §2.9: else 'Detalles sobre el viaje a {destination}'.
    const description = metaDescription(
      inLocale(trip.description, trip.description_en),
      t('meta.trip.fallback', { destination }),
    );
    return {
      status: 200,
      locale,
      title: t('meta.item.title', { name: destination }),
      description,
      image: trip.image_url,
      type: 'article',
      lcpImage: trip.image_url ? { src: trip.image_url, sizes: DETAIL_HERO_IMAGE_SIZES } : undefined,
      structuredData: itemData({
        name: destination,
        path: itemPaths.trip(trip.slug),
        description,
        images: itemImages(trip),
        price: trip.price_mxn,
        availability: bookable ? 'InStock' : 'SoldOut',
        availableUntil: trip.departure_date,
        rating: reviewsJsonLd(reviews),
        locale,
      }),
    };
  }
  return notFound;
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

const OG_LOCALE: Record<Locale, string> = { es: 'es_MX', en: 'en_US' };

/**
 * The <head> tags for a page; every value is escaped. A public page names itself in both languages
 * (hreflang, Spanish as the default) so search engines show each visitor theirs.
 */
export function renderHead(meta: PageMeta, publicUrl: string, path: string): string {
  const url = `${publicUrl}${path}`;
  const other: Locale = meta.locale === 'es' ? 'en' : 'es';
  const alternates =
    meta.status === 200 && !meta.noindex
      ? LOCALES.map((locale) => {
          const href = publicUrl + pathInLocale(path, locale);
          return `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}" />`;
        }).concat(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + pathInLocale(path, 'es'))}" />`)
      : [];
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates,
    `<meta property="og:site_name" content="Hormiga Viajera" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.locale]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
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
