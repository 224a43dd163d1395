import type { RouteObject } from 'react-router';

/*
 * The admin routes (docs/product.md §11.1). Only this small table is imported by the app's router: every
 * screen, and the shell itself, is a dynamic import, so the admin code is its own chunk
 * that a public visitor never downloads. The caller wraps it in the staff guard.
 */
const travellers: RouteObject['lazy'] = async () => ({ Component: (await import('./people/travellers-page.tsx')).default });

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./shell/admin-layout.tsx')).default }),
    children: [
      { index: true, lazy: travellers },
      { path: 'hormigas', lazy: travellers },
      { path: 'colaboradores', lazy: async () => ({ Component: (await import('./people/collaborators-page.tsx')).default }) },
      { path: 'proveedores', lazy: async () => ({ Component: (await import('./people/providers-page.tsx')).default }) },
      { path: 'viajes', lazy: async () => ({ Component: (await import('./trips/trips-page.tsx')).default }) },
      { path: 'experiencias', lazy: async () => ({ Component: (await import('./experiences/experiences-page.tsx')).default }) },
      { path: 'promociones/cupones', lazy: async () => ({ Component: (await import('./coupons/coupons-page.tsx')).default }) },
      {
        path: 'promociones/gift-cards',
        lazy: async () => ({ Component: (await import('./gift-cards/gift-cards-page.tsx')).default }),
      },
      {
        path: 'promociones/recompensas',
        lazy: async () => ({ Component: (await import('./rewards/rewards-page.tsx')).default }),
      },
      { path: 'transporte', lazy: async () => ({ Component: (await import('./transport/transport-page.tsx')).default }) },
      // The operations desk (docs/product.md §14).
      { path: 'reservas', lazy: async () => ({ Component: (await import('./desk/bookings-page.tsx')).default }) },
      { path: 'reservas/nueva', lazy: async () => ({ Component: (await import('./desk/manual-sale-page.tsx')).default }) },
      { path: 'reservas/:id', lazy: async () => ({ Component: (await import('./desk/booking-detail-page.tsx')).default }) },
      { path: 'salidas', lazy: async () => ({ Component: (await import('./desk/departures-page.tsx')).default }) },
      {
        path: 'salidas/en-riesgo',
        lazy: async () => ({ Component: (await import('./desk/departures-at-risk-page.tsx')).default }),
      },
      { path: 'salidas/manifiesto', lazy: async () => ({ Component: (await import('./desk/manifest-page.tsx')).default }) },
      { path: 'check-in', lazy: async () => ({ Component: (await import('./desk/check-in-page.tsx')).default }) },
      { path: 'reembolsos', lazy: async () => ({ Component: (await import('./desk/refund-queue-page.tsx')).default }) },
      {
        path: 'pagos-pendientes',
        lazy: async () => ({ Component: (await import('./desk/pending-payments-page.tsx')).default }),
      },
      {
        path: 'experiencias/:id/disponibilidad',
        lazy: async () => ({ Component: (await import('./desk/availability-page.tsx')).default }),
      },
      { path: 'reportes', lazy: async () => ({ Component: (await import('./reports/reports-page.tsx')).default }) },
      { path: 'historial', lazy: async () => ({ Component: (await import('./audit/historial-page.tsx')).default }) },
      { path: 'resenas', lazy: async () => ({ Component: (await import('./reviews/reviews-page.tsx')).default }) },
      { path: 'ajustes', lazy: async () => ({ Component: (await import('./settings/settings-page.tsx')).default }) },
    ],
  },
];
