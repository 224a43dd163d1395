// The site module's public face: page heads, sitemap, robots and the public config.
export { pageMeta, renderHead, type PageMeta } from './page-meta.ts';
export { siteRoutes } from './routes.ts';
