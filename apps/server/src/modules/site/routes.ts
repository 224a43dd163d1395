import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BRAND_NAME, englishPaths, LOCALES, pathInLocale, paths, PUBLIC_STATUS, publicConfigSchema } from '@hv/shared';
import { operatorOf, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { configuredSocialProviders } from '../auth/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export async function siteRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;

  app.get(
    '/api/config',
    {
      schema: { tags: ['sistema'], summary: 'Datos públicos del sitio para el navegador', response: { 200: publicConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // The web shows a sign-in button only for these (docs/product.md §3.1).
      const auth_providers = configuredSocialProviders(config);
      return { brand_name: BRAND_NAME, whatsapp_number: config.WHATSAPP_NUMBER, auth_providers, operator: operatorOf(config) };
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /perfil',
      'Disallow: /password-reset',
      `Disallow: ${englishPaths.profile}`,
      `Disallow: ${englishPaths.passwordReset}`,
      'Disallow: /api/',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [publicExperiences, publicTrips] = await Promise.all([
      db
        .select({ slug: experiences.slug, at: experiences.created_at })
        .from(experiences)
        .where(and(eq(experiences.is_active, true), eq(experiences.status, PUBLIC_STATUS))),
      db
        .select({ slug: trips.slug, at: trips.created_at })
        .from(trips)
        .where(and(eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS))),
    ]);
    // Every page in both languages, each naming its counterpart (hreflang), Spanish as the default.
    const url = (path: string, lastmod?: Date) =>
      LOCALES.map((locale) => {
        const alternates = LOCALES.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(config.publicUrl + pathInLocale(path, other))}"/>`,
        ).join('');
        const at = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
        return `  <url><loc>${escapeHtml(config.publicUrl + pathInLocale(path, locale))}</loc>${at}${alternates}</url>`;
      }).join('\n');
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      url('/'),
      url(paths.experiences),
      ...publicExperiences.map((e) => url(paths.experience(e.slug), e.at)),
      ...publicTrips.map((t) => url(paths.trip(t.slug), t.at)),
      url(paths.terms),
      url(paths.privacy),
      url(paths.cookies),
      url(paths.seeds),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
