import { paths } from '@hv/shared';

// The admin routes (docs/product.md §2.1, §11.1); the menu and the route table read these.
export const adminPaths = {
  root: paths.admin,
  // The operations desk (docs/product.md §14).
  bookings: `${paths.admin}/reservas`,
  booking: (id: string) => `${paths.admin}/reservas/${id}`,
  newBooking: `${paths.admin}/reservas/nueva`,
  departures: `${paths.admin}/salidas`,
  manifest: `${paths.admin}/salidas/manifiesto`,
  // Departures below their minimum before their decision time (docs/decisions/0229), Administrador and Coordinador.
  atRisk: `${paths.admin}/salidas/en-riesgo`,
  checkIn: `${paths.admin}/check-in`,
  // Refunds that failed and wait for a person (docs/decisions/0203), Administrador and Coordinador.
  refunds: `${paths.admin}/reembolsos`,
  // Bookings awaiting an OXXO or SPEI payment (docs/decisions/0216), every staff role.
  pendingPayments: `${paths.admin}/pagos-pendientes`,
  availability: (experienceId: string) => `${paths.admin}/experiencias/${experienceId}/disponibilidad`,
  travellers: `${paths.admin}/hormigas`,
  collaborators: `${paths.admin}/colaboradores`,
  providers: `${paths.admin}/proveedores`,
  trips: `${paths.admin}/viajes`,
  experiences: `${paths.admin}/experiencias`,
  promotions: `${paths.admin}/promociones`,
  coupons: `${paths.admin}/promociones/cupones`,
  giftCards: `${paths.admin}/promociones/gift-cards`,
  rewards: `${paths.admin}/promociones/recompensas`,
  transport: `${paths.admin}/transporte`,
  reports: `${paths.admin}/reportes`,
  // The audit trail (docs/product.md §15.7), Administrador only.
  history: `${paths.admin}/historial`,
  reviews: `${paths.admin}/resenas`,
  // What the Administrador sets for the whole site (docs/decisions/0224), Administrador only.
  settings: `${paths.admin}/ajustes`,
} as const;
