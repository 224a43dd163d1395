import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { WaitlistInvitation } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { WaitlistInvitationPage } from './waitlist-invitation-page.tsx';

// The waitlist e-mail's page (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): the held
// places and until when in the item's own zone, booking them, leaving the list, and a clear word for
// every other state of the token.

const TOKEN = 'token-de-la-invitacion-123';
const invited: WaitlistInvitation = {
  status: 'invited',
  kind: 'experience',
  id: '00000000-0000-4000-8000-000000000e01',
  slug: 'nado-en-cenotes',
  name: 'Nado en cenotes de Yucatán',
  nameEn: 'Cenote swim in Yucatán',
  timeZone: 'America/Cancun',
  date: '2026-11-21',
  startTime: '09:00',
  places: 2,
  // 15:30 in Cancún (UTC-5).
  holdExpiresAt: '2026-11-18T20:30:00Z',
};

function serve(answer: () => Response) {
  const leaves: string[] = [];
  stubFetch((url, init) => {
    if (url.pathname === `/api/waitlist/${TOKEN}/leave` && init?.method === 'POST') {
      leaves.push(url.pathname);
      return jsonResponse({ message: 'Saliste de la lista de espera.' });
    }
    if (url.pathname === `/api/waitlist/${TOKEN}`) return answer();
    return apiErrorResponse(404, 'not_found', 'No encontramos esa salida o ese lugar en la lista de espera.', undefined, {
      key: 'waitlist.notFound',
    });
  });
  return leaves;
}

const open = (path = `/lista-de-espera/${TOKEN}`) => renderPage('/lista-de-espera/:token', <WaitlistInvitationPage />, path);

describe('the waitlist invitation page', () => {
  it('shows the departure, the places held until when in the item’s zone, and books them through the item page', async () => {
    serve(() => jsonResponse(invited));
    open();
    expect(await screen.findByRole('heading', { name: 'Nado en cenotes de Yucatán' })).toBeInTheDocument();
    expect(screen.getByText(/21 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /Te apartamos 2 lugares hasta el 18 de noviembre de 2026.*3:30\s?p\.\s?m\./,
    );
    expect(screen.getByRole('link', { name: 'Reservar mis lugares' })).toHaveAttribute(
      'href',
      `/experiencia/nado-en-cenotes?waitlist=${TOKEN}#reservar`,
    );
  });

  it('leaves the list with a POST and says so', async () => {
    const leaves = serve(() => jsonResponse(invited));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Salir de la lista' }));
    expect(
      await screen.findByText('Saliste de la lista de espera. No te escribiremos más sobre esta salida.'),
    ).toBeInTheDocument();
    expect(leaves).toEqual([`/api/waitlist/${TOKEN}/leave`]);
    expect(screen.queryByRole('link', { name: 'Reservar mis lugares' })).toBeNull();
  });

  it.each([
    ['expired', 'El tiempo para reservar estos lugares terminó y pasaron al siguiente en la lista.'],
    ['booked', 'Ya reservaste estos lugares con este enlace.'],
    ['left', 'Saliste de la lista de espera de esta salida.'],
    ['waiting', 'Sigues en la lista de espera. Te escribiremos cuando se liberen tus lugares.'],
  ] as const)('says a %s token plainly, with nothing to book', async (status, words) => {
    serve(() => jsonResponse({ ...invited, status, holdExpiresAt: null }));
    open();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reservar mis lugares' })).toBeNull();
  });

  it('says an unknown token is not a link it knows', async () => {
    serve(() => apiErrorResponse(404, 'not_found', 'No encontramos esa salida.', undefined, { key: 'waitlist.notFound' }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos este enlace de la lista de espera.');
  });

  it('speaks English at /en/waitlist/:token, with the English name and link', async () => {
    serve(() => jsonResponse(invited));
    renderEnglishPage('/en/waitlist/:token', <WaitlistInvitationPage />, `/en/waitlist/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Cenote swim in Yucatán' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/We are holding 2 places for you until November 18, 2026,? (at )?3:30/);
    expect(screen.getByRole('link', { name: 'Book my places' })).toHaveAttribute(
      'href',
      `/en/experience/nado-en-cenotes?waitlist=${TOKEN}#reservar`,
    );
  });
});
