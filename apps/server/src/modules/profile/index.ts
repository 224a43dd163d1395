// The profile module's public face: the signed-in traveller's own profile and avatar.
export { profileRoutes } from './routes.ts';
