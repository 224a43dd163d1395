import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';

// Issue 30 item 15: `/semillas` says how seeds are earned and what they are for, truthfully for today
// (the seeds badge and the voucher's `Semillas ganadas` lead there: seeds-badge.test.tsx, voucher-seeds.test.tsx).

const stubSite = () =>
  stubFetch((url) =>
    url.pathname === '/api/config'
      ? jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '1', auth_providers: [] })
      : neverResolves(),
  );

describe('/semillas', () => {
  it('says how seeds are earned, what they are for today, and that they cannot be spent yet', async () => {
    stubSite();
    renderRoutes(appRoutes, { path: '/semillas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Semillas' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Semillas | Hormiga Viajera'));
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo se ganan' })).toBeInTheDocument();
    expect(screen.getByText(/Ganas 25 semillas por cada \$500\.00 completos que pagas/)).toHaveTextContent(
      /Por ejemplo, una reserva de \$1,450\.00 te da 50 semillas\.$/,
    );
    expect(screen.getByText(/Si reservaste sin cuenta, las recibes al crear tu cuenta con el mismo correo/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Para qué sirven' })).toBeInTheDocument();
    expect(screen.getByText(/programa de recompensas/)).toBeInTheDocument();
    expect(screen.getByText(/todavía no se pueden usar para pagar una reserva/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver experiencias/ })).toHaveAttribute('href', '/experiencias');
  });

  it('is in English at /en/seeds', async () => {
    stubSite();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/en/seeds'] })} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Seeds' })).toBeInTheDocument();
    expect(screen.getByText(/You earn 25 seeds for every full MX\$500\.00 you pay/)).toBeInTheDocument();
    expect(screen.getByText(/can’t yet be used to pay for a booking/)).toBeInTheDocument();
  });
});
