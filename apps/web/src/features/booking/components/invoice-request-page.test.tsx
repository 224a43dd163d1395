import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { InvoiceRequestPage } from './invoice-request-page.tsx';

// Decision 0236: `/facturar` asks for a booking's reference and e-mail, as `/mi-reserva` does, and
// the link it e-mails opens the voucher's `Factura` section; it explains what the factura needs.

describe('/facturar', () => {
  it('explains what is needed and sends the reference and e-mail for the factura; wrong fields get their message and nothing is sent', async () => {
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/bookings/find') sent.push(JSON.parse(String(init?.body)));
      return jsonResponse({ message: 'ok' }, 202);
    });
    const { user } = renderPage('/facturar', <InvoiceRequestPage />, '/facturar');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicita tu factura' })).toBeInTheDocument();
    expect(
      screen.getByText('Tu nombre o razón social exactamente como en tu Constancia de Situación Fiscal.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Referencia/ }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText('Escribe la referencia de 8 caracteres que viene en tu correo de confirmación.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Referencia/ }));
    await user.type(screen.getByRole('textbox', { name: /Referencia/ }), 'A1B2C3D4');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'luz@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText(
        'Si los datos coinciden con una reserva, te enviamos el enlace a ese correo. Revisa también la carpeta de spam.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reference: 'A1B2C3D4', email: 'luz@example.com', purpose: 'invoice' }]);
  });

  it('explains the invoice in English on /en/invoice', () => {
    stubFetch(() => jsonResponse({}));
    renderEnglishPage('/en/invoice', <InvoiceRequestPage />, '/en/invoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Request an invoice' })).toBeInTheDocument();
    expect(screen.getByText('The invoice itself is issued in Spanish, as the SAT requires.')).toBeInTheDocument();
  });
});
