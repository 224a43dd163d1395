// The rewards module's public face: the staff ranking of travellers by seeds.
export { rewardsAdminRoutes } from './admin-routes.ts';
