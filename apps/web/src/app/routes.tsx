import type { RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

/*
 * SPEC §2 route table. Pages are lazy so the first visit downloads only the layout and the
 * page it opens; the layout itself stays in the main bundle.
 */
export const routes: RouteObject[] = [
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
            lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }),
          },
          {
            path: 'experiencias',
            handle: { headerNav: 'home-link' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/catalog/components/experiences-page.tsx')).ExperiencesPage,
            }),
          },
          {
            path: 'experiencia/:slug',
            handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/catalog/components/experience-detail-page.tsx')).ExperienceDetailPage,
            }),
          },
          {
            path: 'viaje/:slug',
            handle: { headerNav: 'back-to-experiences' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/catalog/components/trip-detail-page.tsx')).TripDetailPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
