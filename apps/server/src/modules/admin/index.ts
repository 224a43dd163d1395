// The admin module's public face: every staff route, mounted behind the one staff guard.
export { adminRoutes } from './routes.ts';
