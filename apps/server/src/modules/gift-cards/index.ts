// The gift-cards module's public face (docs/architecture.md §2): other modules use only what is
// exported here. Payments take a booking's part from a card, and give it back, through spend.ts.
export { restoreGiftCard, spendGiftCard, type GiftCardSpend } from './spend.ts';
export { giftCardsAdminRoutes } from './admin-routes.ts';
