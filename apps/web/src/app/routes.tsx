import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LOCALES, localePrefix, PAGE_SEGMENTS, type Locale } from '@hv/shared';
import { LocaleFromPath } from '@/lib/i18n.tsx';
import { LoadingState } from '@/components/loading-state.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from '@/components/route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { STAFF_ROLES } from '@hv/shared';
import { RequireAuth } from './require-auth.tsx';
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
      // Keeps the shown language in step with the path, whichever tree the page is in.
      element: (
        <LocaleFromPath>
          <Outlet />
        </LocaleFromPath>
      ),
      children: [
        {
          // The back office has its own shell; the guard sends anyone who is not staff home. Its
          // screens join the table on the way there (patchRoutesOnNavigation, below).
          id: STAFF_ROUTE,
          element: <RequireAuth roles={STAFF_ROLES} />,
          HydrateFallback: () => <LoadingState fullScreen />,
          children: [],
        },
        // The traveller's pages twice: in Spanish at the root, in English under /en (docs/decisions/0159-english-pages.md).
        ...LOCALES.map((locale) => ({
          path: localePrefix(locale) || undefined,
          Component: PublicLayout,
          // Shown only on the first load, while the opening page's code arrives.
          HydrateFallback: () => <LoadingState fullScreen />,
          children: [
            {
              // Errors render inside the layout, so the header still offers a way out.
              ErrorBoundary: RouteError,
              children: publicPages(locale, data),
            },
          ],
        })),
      ],
    },
  ];
}

const STAFF_ROUTE = 'staff';

/**
 * The admin route table joins the router the first time a navigation heads for /admin (React Router's
 * route discovery). Kept out of the table every page loads, its two dozen lazy screens (and the lists of
 * code each one preloads) stop weighing on the traveller's pages, and the bundler no longer splits the
 * code they share with the public pages into extra files (docs/decisions/0160-first-load-weight.md).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // Case-insensitive, as React Router matches paths.
  if (!/^\/admin(\/|$)/i.test(path)) return;
  const { adminRoutes } = await import('@/features/admin/admin-routes.tsx');
  patch(STAFF_ROUTE, adminRoutes);
};

/** The public pages of one language, with its path segments. */
function publicPages(locale: Locale, data: ReturnType<typeof pageData>): RouteObject[] {
  const seg = PAGE_SEGMENTS;
  return [
    {
      index: true,
      loader: data.landing,
      lazy: async () => ({ Component: (await import('@/features/landing/components/landing-page.tsx')).LandingPage }),
    },
    {
      path: seg.experiences[locale],
      handle: { headerNav: 'home-link' } satisfies RouteHandle,
      loader: data.experiences,
      lazy: async () => ({
        Component: (await import('@/features/catalog/components/experiences-page.tsx')).ExperiencesPage,
      }),
    },
    {
      path: `${seg.experience[locale]}/:slug`,
      handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
      loader: data.experience,
      lazy: async () => ({
        Component: (await import('@/features/catalog/components/experience-detail-page.tsx')).ExperienceDetailPage,
      }),
    },
    {
      path: `${seg.trip[locale]}/:slug`,
      handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
      loader: data.trip,
      lazy: async () => {
        const page = await import('@/features/catalog/components/trip-detail-page.tsx');
        // An unknown trip rendered on the server arrives as a 404 route error: the page's own not-found state.
        return { Component: page.TripDetailPage, ErrorBoundary: page.TripPageError };
      },
    },
    {
      path: seg.terms[locale],
      loader: data.fixed,
      lazy: async () => ({ Component: (await import('@/features/legal/components/terms-page.tsx')).TermsPage }),
    },
    {
      path: seg.privacy[locale],
      loader: data.fixed,
      lazy: async () => ({ Component: (await import('@/features/legal/components/privacy-page.tsx')).PrivacyPage }),
    },
    {
      path: seg.cookies[locale],
      loader: data.fixed,
      lazy: async () => ({ Component: (await import('@/features/legal/components/cookies-page.tsx')).CookiesPage }),
    },
    {
      // Issue 30: what a search finds, on a page of its own that the server renders (Enter in a search box).
      path: seg.search[locale],
      loader: data.search,
      lazy: async () => ({
        Component: (await import('@/features/search/components/search-results-page.tsx')).SearchResultsPage,
      }),
    },
    {
      // Issue 30: what seeds are and what they are for (docs/product.md §7).
      path: seg.seeds[locale],
      loader: data.fixed,
      lazy: async () => ({ Component: (await import('@/features/seeds/components/seeds-page.tsx')).SeedsPage }),
    },
    {
      path: seg.profile[locale],
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
      path: `${seg.booking[locale]}/:reference`,
      lazy: async () => ({
        Component: (await import('@/features/booking/components/confirmation-page.tsx')).ConfirmationPage,
      }),
    },
    {
      // docs/product.md §14.6: a manual sale's payment link, for exactly that booking.
      path: `${seg.payBooking[locale]}/:reference`,
      lazy: async () => ({
        Component: (await import('@/features/booking/components/payment-link-page.tsx')).PaymentLinkPage,
      }),
    },
    {
      // docs/product.md §6.13: find my booking.
      path: seg.findBooking[locale],
      lazy: async () => ({
        Component: (await import('@/features/booking/components/find-booking-page.tsx')).FindBookingPage,
      }),
    },
    {
      // Decision 0236: a paid booking's factura asked for by its reference and e-mail.
      path: seg.invoice[locale],
      lazy: async () => ({
        Component: (await import('@/features/booking/components/invoice-request-page.tsx')).InvoiceRequestPage,
      }),
    },
    {
      // Decisions 0235, 0239: a waitlist invitation, opened from its e-mail by its token.
      path: `${seg.waitlist[locale]}/:token`,
      lazy: async () => ({
        Component: (await import('@/features/booking/components/waitlist-invitation-page.tsx')).WaitlistInvitationPage,
      }),
    },
    {
      path: seg.passwordReset[locale],
      lazy: async () => ({
        Component: (await import('@/features/auth/components/password-reset-page.tsx')).PasswordResetPage,
      }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('@/components/not-found-page.tsx')).NotFoundPage }),
    },
  ];
}
