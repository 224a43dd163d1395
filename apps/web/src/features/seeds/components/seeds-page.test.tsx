import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';

// Issue 30 item 15: `/semillas` says how seeds are earned and what they are for, truthfully for today
// (the seeds badge and the voucher's `Semillas ganadas` lead there: seeds-badge.test.tsx, voucher-seeds.test.tsx).

const OFF = { enabled: false, valueMxn: 1, maxSharePercent: 50 };
const stubSite = (seeds: { enabled: boolean; valueMxn: number; maxSharePercent: number } = OFF) =>
  stubFetch((url) =>
    url.pathname === '/api/config'
      ? jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '1', auth_providers: [] })
      : url.pathname === '/api/payments/seeds'
        ? jsonResponse(seeds)
        : neverResolves(),
  );

describe('/semillas', () => {
  it('says how seeds are earned, what they are for, and, while staff keep spending off, that they cannot be spent yet', async () => {
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
    // Staff keep spending off (the default): the page says seeds cannot pay yet.
    expect(await screen.findByText(/todavía no se pueden usar para pagar una reserva/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo se usan' })).toBeInTheDocument();
    expect(screen.queryByText(/Usar mis semillas/)).not.toBeInTheDocument();
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
    expect(await screen.findByText(/can’t yet be used to pay for a booking/)).toBeInTheDocument();
  });

  // Issue 32 (decision 0238): with spending on, the page says how, at the value and share staff set.
  it('when staff let seeds pay, says how to spend them at their value and largest share, and what refunds give back', async () => {
    stubSite({ enabled: true, valueMxn: 0.5, maxSharePercent: 30 });
    renderRoutes(appRoutes, { path: '/semillas' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cómo se usan' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Al pagar una reserva con tu cuenta, activa «Usar mis semillas». Cada semilla vale $0.50 y tus semillas pueden pagar hasta el 30 % del total, ya con el descuento del cupón; si además usas una gift card, paga lo que quede.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/te devolvemos las semillas que usaste; en un reembolso parcial, solo las de la parte devuelta/),
    ).toBeInTheDocument();
    expect(screen.getByText('La parte de una reserva que pagas con semillas no te da semillas nuevas.')).toBeInTheDocument();
    expect(screen.queryByText(/todavía no se pueden usar/)).not.toBeInTheDocument();
  });

  it('says it in English at /en/seeds when seeds can pay', async () => {
    stubSite({ enabled: true, valueMxn: 1, maxSharePercent: 50 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/en/seeds'] })} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'How you spend them' })).toBeInTheDocument();
    expect(screen.getByText(/Each seed is worth MX\$1\.00 and your seeds can pay up to 50 % of the total/)).toBeInTheDocument();
  });
});
