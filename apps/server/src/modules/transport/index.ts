// The transport module's public face: the public request form and its staff screen.
export { transportAdminRoutes } from './admin-routes.ts';
export { transportRoutes } from './routes.ts';
