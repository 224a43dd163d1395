// The catalogue module's public face (docs/architecture.md): other modules use only what is exported here.
export { catalogEntities } from './admin-entities.ts';
export { catalogAdminRoutes } from './admin-routes.ts';
export { findPublicExperience, findPublicTrip, listPublicExperiences } from './queries.ts';
export { catalogRoutes } from './routes.ts';
