import type {
  AggregateRating,
  BreadcrumbList,
  ItemAvailability,
  ListItem,
  MergeLeafTypes,
  ProductLeaf,
  Review,
  Thing,
  TouristTripLeaf,
  TravelAgencyLeaf,
  WebSite,
} from 'schema-dts';
import { BRAND_NAME, CONTACT_EMAIL, INTL_LOCALE, localizedPaths, OFFICE_ADDRESS, SOCIAL_PROFILES, type Locale } from '@hv/shared';
import { translator } from '../../lib/i18n.ts';

// The pages' schema.org data (JSON-LD in the head, decision 0154), typed by schema-dts so that a
// property schema.org does not define, or a value of the wrong kind, fails the type check.

/** An experience or a trip: a Product (what search engines show price and stars for) that is a TouristTrip. */
export type ProductTrip = MergeLeafTypes<[ProductLeaf, TouristTripLeaf]>;

/** One `<script type="application/ld+json">`: the page's nodes, linked by @id. */
export interface StructuredGraph {
  '@context': 'https://schema.org';
  '@graph': readonly (Thing | ProductTrip)[];
}

/** The page's data once the site's public address is known (it makes every URL absolute). */
export type StructuredData = (publicUrl: string) => StructuredGraph;

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? publicUrl + url : url);
const organizationId = (publicUrl: string) => `${publicUrl}/#organizacion`;

/** The business as every page names it: the landing describes it whole, the others point to it. */
function organizationRef(publicUrl: string): TravelAgencyLeaf {
  return { '@type': 'TravelAgency', '@id': organizationId(publicUrl), name: BRAND_NAME, url: `${publicUrl}/` };
}

/** The landing: the business (a travel agency, with logo, contact and address) and the web site. */
export function organizationData(description: string, locale: Locale): StructuredData {
  return (publicUrl) => {
    const agency: TravelAgencyLeaf = {
      ...organizationRef(publicUrl),
      description,
      logo: `${publicUrl}/favicon.svg`,
      image: `${publicUrl}/favicon.svg`,
      email: CONTACT_EMAIL,
      address: {
        '@type': 'PostalAddress',
        streetAddress: OFFICE_ADDRESS.street,
        addressLocality: OFFICE_ADDRESS.locality,
        addressRegion: OFFICE_ADDRESS.region,
        postalCode: OFFICE_ADDRESS.postalCode,
        addressCountry: OFFICE_ADDRESS.country,
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: CONTACT_EMAIL,
        availableLanguage: ['es', 'en'],
        areaServed: 'MX',
      },
      areaServed: { '@type': 'Country', name: 'México' },
      sameAs: SOCIAL_PROFILES.map((p) => p.href),
    };
    const site: WebSite = {
      '@type': 'WebSite',
      '@id': `${publicUrl}/#sitio`,
      name: BRAND_NAME,
      url: `${publicUrl}${localizedPaths(locale).home}`,
      inLanguage: INTL_LOCALE[locale],
      publisher: { '@id': organizationId(publicUrl) },
    };
    return { '@context': 'https://schema.org', '@graph': [agency, site] };
  };
}

export interface ItemFacts {
  name: string;
  /** The page's path (`/experiencia/{slug}`, `/viaje/{slug}`). */
  path: string;
  description: string | null;
  /** The cover first, then the gallery; stored paths or absolute URLs. */
  images: string[];
  /** Per person, in MXN. */
  price: number;
  availability: 'InStock' | 'SoldOut';
  /** The last day the offer can be bought (a trip's departure). */
  availableUntil?: string;
  sku?: string | null;
  /** The visible reviews' rating (modules/reviews); empty without any. */
  rating: { aggregateRating?: AggregateRating; review?: Review[] };
  /** The page's language: the breadcrumb's words and links. */
  locale: Locale;
}

/** An experience's or trip's page: the item with its MXN offer and rating, and its breadcrumb trail. */
export function itemData(item: ItemFacts): StructuredData {
  return (publicUrl) => {
    const url = publicUrl + item.path;
    const product: ProductTrip = {
      '@type': ['Product', 'TouristTrip'],
      '@id': `${url}#producto`,
      name: item.name,
      url,
      // Written out property by property (undefined ones are left out of the JSON), so the type check sees each.
      description: item.description ?? undefined,
      image: item.images.length ? item.images.map((image) => absolute(publicUrl, image)) : undefined,
      sku: item.sku ?? undefined,
      brand: { '@type': 'Brand', name: BRAND_NAME },
      provider: organizationRef(publicUrl),
      offers: {
        '@type': 'Offer',
        url,
        // Two decimals, a dot: what schema.org asks of a price (never '$1,250.00').
        price: item.price.toFixed(2),
        priceCurrency: 'MXN',
        availability: `https://schema.org/${item.availability}` satisfies ItemAvailability,
        availabilityEnds: item.availableUntil,
        seller: organizationRef(publicUrl),
      },
      aggregateRating: item.rating.aggregateRating,
      review: item.rating.review,
    };
    const { t, paths } = translator(item.locale);
    const trail: [string, string][] = [
      [t('meta.breadcrumb.home'), publicUrl + (paths.home === '/' ? '/' : paths.home)],
      [t('meta.breadcrumb.experiences'), publicUrl + paths.experiences],
      [item.name, url],
    ];
    const breadcrumb: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(([name, link], index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: link,
      })),
    };
    return { '@context': 'https://schema.org', '@graph': [product, breadcrumb] };
  };
}

/** The data as a script element's text: every `<` written `\u003c`, so nothing inside can close the element. */
export function jsonLdScript(data: StructuredGraph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
