// The rewards module's public face: the staff ranking of travellers by seeds.
export { rewardsAdminRoutes } from './admin-routes.ts';
// What staff set for spending seeds (decision 0234).
export { seedSettingsRoutes } from './seed-settings-routes.ts';
