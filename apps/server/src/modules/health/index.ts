// The health module's public face: /api/health.
export { healthRoutes } from './routes.ts';
