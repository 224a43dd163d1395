// The search module's public face: the header's catalogue search.
export { searchRoutes } from './routes.ts';
