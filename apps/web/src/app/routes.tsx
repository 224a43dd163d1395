import type { RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from '@/components/route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { STAFF_ROLES } from '@hv/shared';
import { RequireAuth } from './require-auth.tsx';
import { adminRoutes } from '@/features/admin/admin-routes.tsx';
import { pageData, type PageDataEnv } from './page-data.ts';

/*
 * The route table of docs/product.md §2.1. Pages are lazy so the first visit downloads only the layout and the
 * page it opens; the layout itself stays in the main bundle. The public pages' loaders name the data they
 * show (page-data.ts): the server renders them with it (docs/architecture.md §12), the browser only starts
 * those requests beside the page's code. One table for both, built around the app's query cache.
 */
export function createRoutes(env: PageDataEnv): RouteObject[] {
  const data = pageData(env);
  return [
    {
      // The back office has its own shell; the guard sends anyone who is not staff home.
      element: <RequireAuth roles={STAFF_ROLES} />,
      HydrateFallback: () => <LoadingState message="Cargando..." fullScreen />,
      children: adminRoutes,
    },
    {
      Component: PublicLayout,
      // Shown only on the first load, while the opening page's code arrives.
      HydrateFallback: () => <LoadingState message="Cargando..." fullScreen />,
      children: [
        {
          // Errors render inside the layout, so the header still offers a way out.
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              loader: data.landing,
              lazy: async () => ({ Component: (await import('@/features/landing/components/landing-page.tsx')).LandingPage }),
            },
            {
              path: 'experiencias',
              handle: { headerNav: 'home-link' } satisfies RouteHandle,
              loader: data.experiences,
              lazy: async () => ({
                Component: (await import('@/features/catalog/components/experiences-page.tsx')).ExperiencesPage,
              }),
            },
            {
              path: 'experiencia/:slug',
              handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
              loader: data.experience,
              lazy: async () => ({
                Component: (await import('@/features/catalog/components/experience-detail-page.tsx')).ExperienceDetailPage,
              }),
            },
            {
              path: 'viaje/:slug',
              handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
              loader: data.trip,
              lazy: async () => {
                const page = await import('@/features/catalog/components/trip-detail-page.tsx');
                // An unknown trip rendered on the server arrives as a 404 route error: the page's own not-found state.
                return { Component: page.TripDetailPage, ErrorBoundary: page.TripPageError };
              },
            },
            {
              path: 'terminos-y-condiciones',
              loader: data.fixed,
              lazy: async () => ({ Component: (await import('@/features/legal/components/terms-page.tsx')).TermsPage }),
            },
            {
              path: 'privacidad',
              loader: data.fixed,
              lazy: async () => ({ Component: (await import('@/features/legal/components/privacy-page.tsx')).PrivacyPage }),
            },
            {
              path: 'cookies',
              loader: data.fixed,
              lazy: async () => ({ Component: (await import('@/features/legal/components/cookies-page.tsx')).CookiesPage }),
            },
            {
              path: 'perfil',
              element: <RequireAuth />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('@/features/profile/components/profile-page.tsx')).ProfilePage }),
                },
              ],
            },
            {
              // docs/product.md §6.11: the confirmation page, for the owner or through the signed link.
              path: 'reserva/:reference',
              lazy: async () => ({
                Component: (await import('@/features/booking/components/confirmation-page.tsx')).ConfirmationPage,
              }),
            },
            {
              // docs/product.md §14.6: a manual sale's payment link, for exactly that booking.
              path: 'pagar/:reference',
              lazy: async () => ({
                Component: (await import('@/features/booking/components/payment-link-page.tsx')).PaymentLinkPage,
              }),
            },
            {
              // docs/product.md §6.13: find my booking.
              path: 'mi-reserva',
              lazy: async () => ({
                Component: (await import('@/features/booking/components/find-booking-page.tsx')).FindBookingPage,
              }),
            },
            {
              path: 'password-reset',
              lazy: async () => ({
                Component: (await import('@/features/auth/components/password-reset-page.tsx')).PasswordResetPage,
              }),
            },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('@/components/not-found-page.tsx')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}
