import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { CookiesPage } from './cookies-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

// The headings, the date and the way home are read in the browser (e2e/public/legal.spec.ts);
// here: what each document links to, and what the documents promise (the terms' rules of docs/product.md §2.8,
// the ARCO rights, the cookies used).

const DOCUMENTS: { title: string; path: string; page: ReactElement }[] = [
  { title: 'Términos y Condiciones', path: '/terminos-y-condiciones', page: <TermsPage /> },
  { title: 'Aviso de Privacidad', path: '/privacidad', page: <PrivacyPage /> },
  { title: 'Política de Cookies', path: '/cookies', page: <CookiesPage /> },
];

describe('legal documents', () => {
  it.each(DOCUMENTS)(
    '$title names itself in the browser tab and leads to the other two documents',
    async ({ title, path, page }) => {
      const { user, router } = renderPage(path, page, path);

      expect(document.title).toBe(`${title} | Hormiga Viajera`);
      const others = DOCUMENTS.filter((d) => d.title !== title);
      const nav = screen.getByRole('navigation', { name: 'Otros documentos legales' });
      const links = within(within(nav).getByRole('list')).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(others.map((d) => [d.title, d.path]));

      await user.click(within(nav).getByRole('link', { name: others[0]!.title }));
      expect(router.state.location.pathname).toBe(others[0]!.path);
    },
  );

  it("goes home from 'Volver al inicio'", async () => {
    const { user, router } = renderPage('/privacidad', <PrivacyPage />, '/privacidad');

    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('states in the terms the rules docs/product.md §2.8 lists for each section', () => {
    renderPage('/terminos-y-condiciones', <TermsPage />, '/terminos-y-condiciones');

    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('1. Reservas y Pagos')).toHaveTextContent(/sujetas a disponibilidad/);
    expect(section('1. Reservas y Pagos')).toHaveTextContent(/pago total .* o el anticipo/);
    expect(section('1. Reservas y Pagos')).toHaveTextContent(/pueden cambiar sin previo aviso/);
    expect(section('2. Cancelaciones y Reembolsos')).toHaveTextContent(/sin costo hasta 48 horas antes/);
    expect(section('2. Cancelaciones y Reembolsos')).toHaveTextContent(/no presentarse .* pérdida total del pago/);
    expect(section('3. Responsabilidad del Viajero')).toHaveTextContent(/identificación oficial vigente/);
    expect(section('3. Responsabilidad del Viajero')).toHaveTextContent(/no se hace responsable por la pérdida/);
    expect(section('4. Cambios en el Itinerario')).toHaveTextContent(/seguridad, condiciones del clima o causas de fuerza mayor/);
    expect(section('5. Privacidad de Datos')).toHaveTextContent(/únicamente para procesar tu reserva y mejorar nuestro servicio/);
  });

  it('lets a person exercise the ARCO rights by e-mail from the privacy notice', () => {
    renderPage('/privacidad', <PrivacyPage />, '/privacidad');

    const arco = screen.getByRole('region', { name: '5. Derechos ARCO y revocación del consentimiento' });
    expect(arco).toHaveTextContent(/Acceder.*Rectificarlos.*Cancelarlos.*Oponerte/);
    expect(within(arco).getByRole('link', { name: 'contacto@hormigaviajera.mx' })).toHaveAttribute(
      'href',
      'mailto:contacto@hormigaviajera.mx',
    );
  });

  it.each([
    ['/terminos-y-condiciones', <TermsPage key="terms" />],
    ['/privacidad', <PrivacyPage key="privacy" />],
  ])('names the operator on %s: legal name, RFC, RNT, full address and phone (issue 30 item 6)', (path, page) => {
    renderPage(path, page, path);
    const operator = screen.getByRole('region', { name: 'Operador responsable' });
    for (const line of [
      'Hormiga Viajera Turismo, S.A. de C.V.',
      'RFC: HVT150310AB1',
      'Registro Nacional de Turismo (RNT): 04090150123456',
      'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX, México',
      'Tel. +52 55 1234 5678',
    ])
      expect(within(operator).getByText(line)).toBeInTheDocument();
  });

  it('promises in the cookie policy session cookies only, no analytics or advertising', () => {
    renderPage('/cookies', <CookiesPage />, '/cookies');

    expect(screen.getByRole('region', { name: '2. Cookies que utilizamos' })).toHaveTextContent(
      /Solo utilizamos cookies estrictamente necesarias para la sesión/,
    );
    const notUsed = screen.getByRole('region', { name: '3. Cookies que no utilizamos' });
    expect(notUsed).toHaveTextContent(/analítica/);
    expect(notUsed).toHaveTextContent(/publicidad/);
  });

  it('reads in English on /en/terms, where its links stay on the English pages', () => {
    renderEnglishPage('/en/terms', <TermsPage />);

    expect(document.title).toBe('Terms and Conditions | Hormiga Viajera');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent('Last updated: September 28, 2025');
    const cancellations = screen.getByRole('region', { name: '2. Cancellations and Refunds' });
    expect(within(cancellations).getByRole('heading', { level: 2, name: '2. Cancellations and Refunds' })).toBeVisible();
    expect(cancellations).toHaveTextContent(/cancel free of charge up to 48 hours before/);
    const privacy = screen.getByRole('region', { name: '5. Data Privacy' });
    expect(privacy).not.toHaveTextContent(/[áéíóúñ¿]/);
    expect(within(privacy).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/en/privacy');

    const nav = screen.getByRole('navigation', { name: 'Other legal documents' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Privacy Notice', '/en/privacy'],
      ['Cookie Policy', '/en/cookies'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('marks the Spanish name of the law as Spanish in the English privacy notice', () => {
    renderEnglishPage('/en/privacy', <PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    expect(screen.getByText('Ley Federal de Protección de Datos Personales en Posesión de los Particulares')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByRole('region', { name: '5. ARCO rights and withdrawal of consent' })).toHaveTextContent(
      /Access.*Rectified.*Cancelled.*Oppose/,
    );
  });
});
