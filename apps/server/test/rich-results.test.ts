import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_NAME,
  CONTACT_EMAIL,
  DETAIL_HERO_IMAGE_SIZES,
  EXPERIENCE_CARD_IMAGE_SIZES,
  imageSrcSet,
  type PublicExperience,
  type Trip,
} from '@hv/shared';
import { trips } from '../src/db/schema.ts';
import { createHeadOnlyApp, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Rich results (decision 0154): the schema.org JSON-LD in the head of the landing and the detail
// pages, and the head's preload of each page's largest image.

let t: TestApp;
beforeAll(async () => {
  t = await createHeadOnlyApp();
});
afterAll(() => t?.close());

type Node = Record<string, unknown> & { '@type': string | string[] };

/** The page's head, after checking its status. */
async function headOf(url: string, status = 200): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(status);
  return res.body.slice(0, res.body.indexOf('</head>'));
}

/** The nodes of the head's one JSON-LD block (it must parse). */
function graphOf(head: string): Node[] {
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

const ofType = (graph: Node[], type: string) => {
  const found = graph.filter((n) => [n['@type']].flat().includes(type));
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The attributes of the head's image preload (there is at most one). */
function preloadOf(head: string): Record<string, string> | null {
  const links = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(links.length).toBeLessThanOrEqual(1);
  if (!links[0]) return null;
  return Object.fromEntries([...links[0].matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
}

function expectItem(
  graph: Node[],
  item: { name: string; url: string; price: number; images: string[] },
  availability: 'InStock' | 'SoldOut',
) {
  const product = ofType(graph, 'Product');
  expect(product['@type']).toEqual(['Product', 'TouristTrip']);
  expect(product).toMatchObject({ name: item.name, url: item.url });
  const offer = product.offers as Record<string, unknown>;
  expect(offer).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'MXN',
    availability: `https://schema.org/${availability}`,
    url: item.url,
  });
  // A number written as text, with a dot: exactly the API's price.
  expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  expect(Number(offer.price)).toBe(item.price);
  // Every photo, cover first, as an absolute URL.
  expect(product.image).toEqual(item.images.map((path) => TEST_ORIGIN + path));
  for (const image of product.image as string[]) expect(image).toMatch(/^http:\/\/localhost:3000\/storage\/.+\.webp$/);

  expect(ofType(graph, 'BreadcrumbList').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${TEST_ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: 'Experiencias', item: `${TEST_ORIGIN}/experiencias` },
    { '@type': 'ListItem', position: 3, name: item.name, item: item.url },
  ]);
  return product;
}

describe('schema.org data in the head', () => {
  it('gives an experience page its product and tourist trip, its MXN offer, photos, rating and breadcrumb', async () => {
    const slug = 'snorkel-isla-mujeres-desde-cancun';
    const experience = (await t.app.inject(`/api/experiences/${slug}`)).json() as PublicExperience;
    const reviews = (await t.app.inject(`/api/reviews/experience/${slug}`)).json() as { average: number; count: number };
    expect(reviews.count).toBeGreaterThan(0);

    const product = expectItem(
      graphOf(await headOf(`/experiencia/${slug}`)),
      {
        name: experience.name,
        url: `${TEST_ORIGIN}/experiencia/${slug}`,
        price: experience.price,
        images: [experience.image_url!, ...experience.gallery.map((photo) => photo.url)],
      },
      'InStock',
    );
    expect(product.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
    });
    expect(product.provider).toMatchObject({ '@type': 'TravelAgency', name: BRAND_NAME, url: `${TEST_ORIGIN}/` });
  });

  it('gives a trip page the same, its offer ending at the departure; a full or departed trip is sold out', async () => {
    const expectTrip = async (slug: string, availability: 'InStock' | 'SoldOut') => {
      const trip = (await t.app.inject(`/api/trips/${slug}`)).json() as Trip;
      const product = expectItem(
        graphOf(await headOf(`/viaje/${slug}`)),
        {
          name: trip.destination,
          url: `${TEST_ORIGIN}/viaje/${slug}`,
          price: trip.price_mxn,
          images: [trip.image_url!, ...trip.gallery.map((photo) => photo.url)],
        },
        availability,
      );
      expect((product.offers as Record<string, unknown>).availabilityEnds).toBe(trip.departure_date);
      return trip;
    };
    await expectTrip('barrancas-del-cobre', 'InStock');

    // The demo's Huasteca trip has paid bookings: with as many places as they take, nothing is left.
    const huasteca = await expectTrip('huasteca-potosina', 'InStock');
    const query = new URLSearchParams({ kind: 'trip', id: huasteca.id, date: huasteca.departure_date });
    const { booked } = (await t.app.inject(`/api/availability?${query}`)).json() as { booked: number };
    expect(booked).toBeGreaterThan(0);
    const db = t.app.database.db;
    await db.update(trips).set({ max_capacity: booked }).where(eq(trips.id, huasteca.id));
    t.app.catalogCache.invalidate();
    await expectTrip('huasteca-potosina', 'SoldOut');

    await db.update(trips).set({ departure_date: '2020-01-10' }).where(eq(trips.slug, 'barrancas-del-cobre'));
    t.app.catalogCache.invalidate();
    await expectTrip('barrancas-del-cobre', 'SoldOut');
  });

  it('answers an unknown trip with 404 and no schema.org data', async () => {
    const head = await headOf('/viaje/no-existe', 404);
    expect(head).not.toContain('application/ld+json');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it('describes the business on the landing: a travel agency with logo, contact and address, and its web site', async () => {
    const graph = graphOf(await headOf('/'));
    const agency = ofType(graph, 'TravelAgency');
    expect(agency).toMatchObject({
      '@id': `${TEST_ORIGIN}/#organizacion`,
      name: BRAND_NAME,
      url: `${TEST_ORIGIN}/`,
      logo: `${TEST_ORIGIN}/favicon.svg`,
      email: CONTACT_EMAIL,
      contactPoint: { '@type': 'ContactPoint', email: CONTACT_EMAIL, contactType: 'customer service' },
      address: { '@type': 'PostalAddress', addressCountry: 'MX', postalCode: '06700' },
    });
    expect(agency.sameAs).toContain('https://www.instagram.com/hormigaviajera');
    expect(ofType(graph, 'WebSite')).toMatchObject({
      name: BRAND_NAME,
      url: `${TEST_ORIGIN}/`,
      publisher: { '@id': agency['@id'] },
    });
  });

  it('keeps hostile text inside its script element', async () => {
    const hostile = '</script><script>alert(1)</script>';
    await t.app.database.db.update(trips).set({ destination: hostile }).where(eq(trips.slug, 'merida-y-valladolid'));
    t.app.catalogCache.invalidate();
    const head = await headOf('/viaje/merida-y-valladolid');
    expect(head).not.toContain('<script>alert');
    expect(ofType(graphOf(head), 'Product').name).toBe(hostile);
  });
});

describe("the head's preload of the largest image", () => {
  it("names a detail page's cover with the srcset and sizes of the cover the page shows", async () => {
    const experience = (await t.app.inject('/api/experiences/snorkel-isla-mujeres-desde-cancun')).json() as PublicExperience;
    const preload = preloadOf(await headOf('/experiencia/snorkel-isla-mujeres-desde-cancun'));
    // DetailHero's <img>: srcSet={imageSrcSet(image_url)}, sizes={DETAIL_HERO_IMAGE_SIZES} (e2e compares the real elements).
    expect(preload).toEqual({
      rel: 'preload',
      as: 'image',
      imagesrcset: imageSrcSet(experience.image_url),
      imagesizes: DETAIL_HERO_IMAGE_SIZES,
      fetchpriority: 'high',
    });

    const trip = (await t.app.inject('/api/trips/barrancas-del-cobre')).json() as Trip;
    expect(preloadOf(await headOf('/viaje/barrancas-del-cobre'))?.imagesrcset).toBe(imageSrcSet(trip.image_url));
  });

  it("names the list's first card photo, and nothing on the landing (its largest paint is its heading)", async () => {
    const [first] = ((await t.app.inject('/api/experiences')).json() as { data: PublicExperience[] }).data;
    expect(preloadOf(await headOf('/experiencias'))).toMatchObject({
      imagesrcset: imageSrcSet(first!.image_url),
      imagesizes: EXPERIENCE_CARD_IMAGE_SIZES,
      fetchpriority: 'high',
    });
    expect(preloadOf(await headOf('/'))).toBeNull();
  });
});
