import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 30 item 9: `/reserva/REF` without its link (or with a broken one) says how to open the
// booking and offers `Encuentra tu reserva` with the reference already written, instead of the
// not-found page.

describe('a booking opened without its link', () => {
  it('explains how to open it and offers the find-my-booking form with its reference', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/bookings/find') {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ message: 'Si los datos coinciden con una reserva, te enviamos el enlace a ese correo.' }, 202);
      }
      return apiErrorResponse(404, 'not_found', 'No encontrado.');
    });
    const { user } = renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/3a883b2a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Abre tu reserva 3A883B2A' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).not.toBeInTheDocument();
    expect(screen.getByText(/solo se abre con el enlace de tu correo de confirmación/)).toBeInTheDocument();
    const finder = screen.getByRole('region', { name: 'Encuentra tu reserva' });
    expect(within(finder).getByRole('textbox', { name: 'Referencia' })).toHaveValue('3A883B2A');

    await user.type(within(finder).getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.click(within(finder).getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/Si los datos coinciden con una reserva/)).toBeInTheDocument();
    expect(bodies).toEqual([{ reference: '3A883B2A', email: 'lucia@example.com' }]);
  });

  it('says it in English on the English voucher path', async () => {
    stubFetch(() => apiErrorResponse(404, 'not_found', 'No encontrado.'));
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/3A883B2A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open your booking 3A883B2A' })).toBeInTheDocument();
    const finder = screen.getByRole('region', { name: 'Find your booking' });
    expect(within(finder).getByRole('textbox', { name: 'Reference' })).toHaveValue('3A883B2A');
  });
});
