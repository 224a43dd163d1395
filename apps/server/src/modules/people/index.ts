// The people module's public face: staff screens for travellers, collaborators and providers.
export { peopleAdminRoutes } from './admin-routes.ts';
