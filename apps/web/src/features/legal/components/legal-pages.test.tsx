import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@/test/render-routes.tsx';
import { CookiesPage } from './cookies-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

describe('terms page', () => {
  const renderTerms = () => renderPage('/terminos-y-condiciones', <TermsPage />, '/terminos-y-condiciones');

  it('has the five numbered sections of SPEC §2, in order', () => {
    renderTerms();

    expect(screen.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 5)).toEqual([
      '1. Reservas y Pagos',
      '2. Cancelaciones y Reembolsos',
      '3. Responsabilidad del Viajero',
      '4. Cambios en el Itinerario',
      '5. Privacidad de Datos',
    ]);
  });

  it('covers the rules the spec lists for each section', () => {
    renderTerms();

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

  it('shows the last update, 28 de septiembre de 2025, and titles the document', () => {
    renderTerms();

    expect(screen.getByText(/Última actualización:/)).toHaveTextContent('Última actualización: 28 de septiembre de 2025');
    expect(document.title).toBe('Términos y Condiciones | Hormiga Viajera');
  });

  it("goes home from 'Volver al inicio'", async () => {
    const { user, router } = renderTerms();

    const back = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
  });

  it('links the privacy notice and the cookie policy', () => {
    renderTerms();

    const others = screen.getByRole('navigation', { name: 'Otros documentos legales' });
    expect(within(others).getByRole('link', { name: 'Aviso de Privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(within(others).getByRole('link', { name: 'Política de Cookies' })).toHaveAttribute('href', '/cookies');
    expect(within(others).queryByRole('link', { name: 'Términos y Condiciones' })).not.toBeInTheDocument();
  });
});

describe('privacy notice', () => {
  it('names who is responsible, the data, the purposes, the ARCO rights and the contact address', () => {
    renderPage('/privacidad', <PrivacyPage />, '/privacidad');

    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' })).toBeInTheDocument();
    expect(document.title).toBe('Aviso de Privacidad | Hormiga Viajera');
    for (const heading of [
      '1. Responsable del tratamiento',
      '2. Datos personales que recabamos',
      '3. Finalidades del tratamiento',
      '5. Derechos ARCO y revocación del consentimiento',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const arco = screen.getByRole('region', { name: '5. Derechos ARCO y revocación del consentimiento' });
    expect(arco).toHaveTextContent(/Acceder.*Rectificarlos.*Cancelarlos.*Oponerte/);
    expect(within(arco).getByRole('link', { name: 'contacto@hormigaviajera.mx' })).toHaveAttribute(
      'href',
      'mailto:contacto@hormigaviajera.mx',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});

describe('cookie policy', () => {
  it('says only strictly necessary session cookies are used, and no analytics or advertising', () => {
    renderPage('/cookies', <CookiesPage />, '/cookies');

    expect(screen.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeInTheDocument();
    expect(document.title).toBe('Política de Cookies | Hormiga Viajera');
    expect(screen.getByRole('region', { name: '2. Cookies que utilizamos' })).toHaveTextContent(
      /Solo utilizamos cookies estrictamente necesarias para la sesión/,
    );
    const notUsed = screen.getByRole('region', { name: '3. Cookies que no utilizamos' });
    expect(notUsed).toHaveTextContent(/analítica/);
    expect(notUsed).toHaveTextContent(/publicidad/);
  });
});
