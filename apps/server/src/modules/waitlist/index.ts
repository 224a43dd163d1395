// The waitlist of a full departure (docs/decisions/0235-waitlist.md).
export { registerWaitlist, invitationPath, type WaitlistMailDeps } from './mail.ts';
export { waitlistAdminRoutes, waitlistRoutes } from './routes.ts';
export { waitlistInvitation } from './claim.ts';
export {
  joinWaitlist,
  leaveWaitlist,
  offerAllFreedPlaces,
  offerFreedPlaces,
  readInvitation,
  readWaitlistHoldHours,
  WAITLIST_INVITE_MAIL,
} from './waitlist.ts';
