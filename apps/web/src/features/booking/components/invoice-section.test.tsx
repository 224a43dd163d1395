import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BookingInvoice } from '@hv/shared';
import { makeConfirmation } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 33 (decision 0221): the voucher of a paid booking asks for its factura and follows it.

const PAID = makeConfirmation({
  id: 'a1b2c3d4-0000-4000-8000-000000000033',
  reference: 'FAC33AAA',
  slug: 'cenotes-yucatan',
  itemName: 'Nado en cenotes de Yucatán',
  date: '2026-12-05',
  startTime: '08:00',
  passengers: 2,
  passengerNames: ['Lucía Fernández', 'Pablo Núñez'],
  contact: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+525587654321' },
  subtotal: 2900,
  paypalAmount: 2900,
  paidVia: 'mercadopago',
  total: 2900,
  timeZone: 'America/Merida',
  paidAt: '2026-11-20T18:00:00Z',
  cancellationTerms: 'Cancelación sin costo hasta 48 horas antes de la fecha y hora de inicio.',
  cancellationTermsEn: 'Free cancellation up to 48 hours before the start date and time.',
  cancellation: { allowed: false, until: null, reason: null, refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 } },
  itemId: 'a1b2c3d4-0000-4000-8000-0000000000e9',
  startTimes: ['08:00'],
  readOnly: null,
});
const OPEN: BookingInvoice = { invoice: null, lastDate: '2026-11-30', canRequest: true };
const ISSUED: BookingInvoice = {
  invoice: {
    status: 'issued',
    legalName: 'ESCUELA KEMPER URGATE',
    email: 'facturas@example.com',
    uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    series: 'F',
    folio: 12,
    refusalReason: null,
  },
  lastDate: '2026-11-30',
  canRequest: false,
};

/** The booking page with its invoice answered by `invoice` (called on each read) and POSTs recorded. */
function stub(invoice: () => BookingInvoice | Response) {
  const posts: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/bookings/FAC33AAA/invoice') {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse({ status: 'pending' }, 202);
      }
      const answer = invoice();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    return jsonResponse(PAID);
  });
  return posts;
}

const open = () => renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/FAC33AAA?t=firma');

describe('Factura on the voucher', () => {
  it('opened at #factura (from /facturar’s e-mail or Mis reservas) shows the form at once', async () => {
    stub(() => OPEN);
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/FAC33AAA?t=firma#factura');
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(section).toHaveAttribute('id', 'factura');
    expect(await within(section).findByRole('textbox', { name: 'RFC' })).toBeInTheDocument();
  });

  it('offers the request until its last day; wrong fields get their messages under them and nothing is sent', async () => {
    const posts = stub(() => OPEN);
    const { user } = open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(
      within(section).getByText('¿Necesitas factura (CFDI 4.0)? Puedes pedirla hasta el 30 de noviembre de 2026.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));
    const rfc = await within(section).findByRole('textbox', { name: 'RFC' });
    await user.type(rfc, 'EKU9003173C8');
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));

    expect(await within(section).findByText(/^Escribe un RFC válido/)).toBeInTheDocument();
    expect(within(section).getByText('Elige tu régimen fiscal.')).toBeInTheDocument();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('lists only the régimenes of the RFC’s kind and only the uses valid for the chosen régimen', async () => {
    stub(() => OPEN);
    const { user } = open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));
    await user.type(await within(section).findByRole('textbox', { name: 'RFC' }), 'EKU9003173C9');
    const systems = within(section).getByRole('combobox', { name: 'Régimen fiscal' });
    expect(within(systems).queryByRole('option', { name: /^605 / })).not.toBeInTheDocument();
    await user.selectOptions(systems, '601');
    const uses = within(section).getByRole('combobox', { name: 'Uso del CFDI' });
    expect(within(uses).getByRole('option', { name: 'G03 · Gastos en general' })).toBeInTheDocument();
    expect(within(uses).queryByRole('option', { name: /^D01 / })).not.toBeInTheDocument();
  });

  it('sends valid data once and then says the invoice is in process', async () => {
    let asked = false;
    const posts = stub(() =>
      asked
        ? {
            invoice: { ...ISSUED.invoice!, status: 'pending', uuid: null, series: null, folio: null },
            lastDate: '2026-11-30',
            canRequest: false,
          }
        : OPEN,
    );
    const { user } = open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));
    await user.type(await within(section).findByRole('textbox', { name: 'RFC' }), 'EKU9003173C9');
    await user.type(within(section).getByRole('textbox', { name: 'Nombre o razón social' }), 'Escuela Kemper Urgate');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Régimen fiscal' }), '601');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Uso del CFDI' }), 'G03');
    await user.type(within(section).getByRole('textbox', { name: 'Código postal' }), '42501');
    asked = true;
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));

    expect(await within(section).findByText(/^Factura en proceso… Te la enviaremos a facturas@example.com/)).toBeInTheDocument();
    expect(posts).toEqual([
      {
        foreign: false,
        rfc: 'EKU9003173C9',
        legalName: 'Escuela Kemper Urgate',
        taxSystem: '601',
        cfdiUse: 'G03',
        zip: '42501',
        email: 'lucia@example.com',
      },
    ]);
  });

  it('a foreign customer’s request the server refuses: its reason is read out on the form', async () => {
    stubFetch((url, init) => {
      if (url.pathname === '/api/bookings/FAC33AAA/invoice' && init?.method === 'POST')
        return apiErrorResponse(
          409,
          'conflict',
          'El plazo para pedir la factura de esta reserva terminó el 30 de noviembre de 2026.',
        );
      if (url.pathname === '/api/bookings/FAC33AAA/invoice') return jsonResponse(OPEN);
      return jsonResponse(PAID);
    });
    const { user } = open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));
    await user.click(await within(section).findByRole('checkbox', { name: 'Soy residente en el extranjero (sin RFC mexicano)' }));
    await user.type(within(section).getByRole('textbox', { name: 'País (código de 3 letras)' }), 'USA');
    await user.type(within(section).getByRole('textbox', { name: 'Número de identificación fiscal' }), '123-45-6789');
    await user.type(within(section).getByRole('textbox', { name: 'Nombre o razón social' }), 'John Doe');
    await user.click(within(section).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('El plazo para pedir la factura de esta reserva terminó');
  });

  it('an issued invoice: series, folio, UUID and its PDF and XML with the voucher’s link', async () => {
    stub(() => ISSUED);
    open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(await within(section).findByText('Factura emitida: serie F, folio 12')).toBeInTheDocument();
    expect(within(section).getByText('Folio fiscal (UUID): 5FB2822E-396D-4725-8521-CDC4BDD20CCF')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      '/api/bookings/FAC33AAA/invoice.pdf?t=firma',
    );
    expect(within(section).getByRole('link', { name: 'Descargar XML' })).toHaveAttribute(
      'href',
      '/api/bookings/FAC33AAA/invoice.xml?t=firma',
    );
  });

  it('a refused invoice says why and may be asked for again with corrected data', async () => {
    stub(() => ({
      invoice: {
        ...ISSUED.invoice!,
        status: 'refused',
        uuid: null,
        series: null,
        folio: null,
        refusalReason: 'El nombre no coincide con el RFC.',
      },
      lastDate: '2026-11-30',
      canRequest: true,
    }));
    open();
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(
      await within(section).findByText(
        'No se pudo timbrar la factura: El nombre no coincide con el RFC. Corrige tus datos y pídela de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Solicitar factura' })).toBeInTheDocument();
  });

  it('says it in English on the English page (the CFDI’s catalogue names stay Spanish)', async () => {
    stub(() => OPEN);
    const { user } = renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/FAC33AAA?t=firma');
    const section = await screen.findByRole('region', { name: 'Invoice (factura)' });
    await user.click(within(section).getByRole('button', { name: 'Request an invoice' }));
    await user.type(await within(section).findByRole('textbox', { name: 'RFC (Mexican tax id)' }), 'EKU9003173C9');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Tax regime (régimen fiscal)' }), '601');
    expect(within(section).getByRole('option', { name: '601 · General de Ley Personas Morales' })).toBeInTheDocument();
  });
});

describe('the voucher’s travellers (issue 32, decision 0237)', () => {
  it('says how many of each type above the names, and nothing more for an item sold per person', async () => {
    const lines = [
      { typeId: 'adulto', name: 'Adulto', nameEn: 'Adult', unitPrice: 1450, count: 1, takesPlace: true },
      { typeId: 'nino', name: 'Niño (3 a 11 años)', nameEn: null, unitPrice: 1000, count: 1, takesPlace: true },
    ];
    stubFetch((url) => (url.pathname.endsWith('/invoice') ? jsonResponse(OPEN) : jsonResponse({ ...PAID, travellers: lines })));
    open();
    expect(await screen.findByText('1 Adulto · 1 Niño (3 a 11 años)')).toBeInTheDocument();
  });

  it('an item sold per person keeps its names only', async () => {
    const lines = [{ typeId: 'persona', name: 'Persona', nameEn: 'Person', unitPrice: 1450, count: 2, takesPlace: true }];
    stubFetch((url) => (url.pathname.endsWith('/invoice') ? jsonResponse(OPEN) : jsonResponse({ ...PAID, travellers: lines })));
    open();
    expect(await screen.findByText('Pablo Núñez')).toBeInTheDocument();
    expect(screen.queryByText('2 Persona')).not.toBeInTheDocument();
  });
});
