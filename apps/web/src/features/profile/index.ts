// The profile feature's public face: what other features may use of it.
export { useSaveTaxProfile, useTaxProfiles } from './api/tax-profiles.ts';
