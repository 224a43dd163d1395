import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeExperience, makeTrip } from '@/test/factories.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderPage } from '@/test/render-routes.tsx';
import { experienceBookable, tripBookable } from '../lib/bookable-item.ts';
import { BookingSection } from './booking-section.tsx';

// Issue 30 item 4 (docs/decisions/0209, 0218, 0243): until the form's code arrives, 'Reserva tu
// Lugar' is the booking's first step in plain HTML, in the form's own height, saying
// 'Cargando la reserva…'; the form then takes over what was chosen there.

// The form's code, there or not as each test says (its download is booking-form-code.test.ts's).
const formCode = vi.hoisted(() => {
  let code: unknown = null;
  const listeners = new Set<() => void>();
  return {
    get: () => code,
    set(next: unknown) {
      code = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('./booking-form-code.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useBookingFormCode: () => useSyncExternalStore(formCode.subscribe, formCode.get) };
});
const FORM_CODE = { BookingForm: ({ start }: { start: unknown }) => <p>booking form {JSON.stringify(start)}</p> };
const formArrives = () => act(() => formCode.set(FORM_CODE));

/** Whether the section is near the screen: the observer says so at once, or never. */
function sectionNear(near: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        if (near) this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

// Whale watching: weekends from January to March, four traveller types.
const whales = experienceBookable(
  makeExperience({
    slug: 'ballenas',
    max_capacity: 8,
    seasons: [{ from: '01-01', to: '03-31' }],
    start_times: ['07:00', '11:00'],
  }),
);
const cenotes = experienceBookable(makeExperience({ slug: 'cenotes', max_capacity: 12 }));

const renderSection = (item = cenotes, path = `/experiencia/${item.id}`) =>
  renderPage('/experiencia/:slug', <BookingSection item={item} />, path);

beforeEach(() => {
  formCode.set(null);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("'Reserva tu Lugar' before the form's code", () => {
  it("is the booking's first step, in the form's height, saying 'Cargando la reserva…'", () => {
    sectionNear(false);
    renderSection(whales);
    const section = screen.getByRole('region', { name: 'Reserva tu Lugar' });
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando la reserva…');
    const step = section.querySelector('form')!;
    // The placeholder keeps the form's room, so nothing jumps when the form replaces it.
    expect(step.parentElement).toHaveClass('min-h-[34rem]', 'sm:min-h-[26rem]');
    // Sent without code, it comes back to this section of this page.
    expect(step).toHaveAttribute('method', 'get');
    expect(step).toHaveAttribute('action', `/experiencia/${whales.id}#reservar`);
    expect(within(section).getByRole('button', { name: 'Continuar' })).toHaveAttribute('type', 'submit');

    // Only the dates the server takes: weekends of the season, from today on.
    const date = within(section).getByRole('combobox', { name: /^Fecha/ });
    const days = within(date)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(days[0]).toBe('');
    expect(days.slice(1, 4)).toEqual(['2027-01-02', '2027-01-03', '2027-01-09']);
    expect(
      days
        .slice(1)
        .every((d) => ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) && d! <= '2027-03-31') || d! >= '2028-01-01'),
    ).toBe(true);
    expect(within(date).getByRole('group', { name: 'Enero de 2027' })).toBeInTheDocument();
    expect(within(date).getByRole('option', { name: 'sábado, 2 de enero' })).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'Hora de inicio' })).toHaveValue('');
    expect(within(section).getByRole('combobox', { name: 'Cantidad de Pasajeros' })).toHaveValue('1');
  });

  it('shows what was sent before the code ran as chosen, and ignores what the item does not offer', () => {
    sectionNear(false);
    renderSection(whales, `/experiencia/${whales.id}?viajeros=3&fecha=2027-01-09&hora=11:00`);
    expect(screen.getByRole('combobox', { name: /^Fecha/ })).toHaveValue('2027-01-09');
    expect(screen.getByRole('combobox', { name: 'Hora de inicio' })).toHaveValue('11:00');
    expect(screen.getByRole('combobox', { name: 'Cantidad de Pasajeros' })).toHaveValue('3');
  });

  it('offers a trip its one date, and nothing to book once it has left', () => {
    sectionNear(false);
    const { unmount } = renderSection(tripBookable(makeTrip({ departure_date: '2026-12-12' })));
    expect(screen.getByText('Fecha del viaje')).toBeInTheDocument();
    expect(screen.getByText('sábado, 12 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Fecha/ })).toBeNull();
    unmount();

    renderSection(tripBookable(makeTrip({ departure_date: '2026-11-27' })));
    expect(screen.getByText('Este viaje ya salió y no admite reservas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });

  it('is in English on an English page', () => {
    sectionNear(false);
    renderPage(
      '/en/experience/:slug',
      <InEnglish>
        <BookingSection item={cenotes} />
      </InEnglish>,
      '/en/experience/x',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking…');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Number of travellers' })).toBeInTheDocument();
  });

  it("never replaces the step under the traveller's fingers: 'Continuar' hands over what was chosen", async () => {
    sectionNear(true);
    const { user } = renderSection(whales);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cantidad de Pasajeros' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fecha/ }), '2027-01-09');
    // The code comes while the step holds the focus: the step stays.
    await formArrives();
    expect(screen.queryByText(/booking form/)).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Fecha/ })).toHaveValue('2027-01-09');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(JSON.parse((await screen.findByText(/booking form/)).textContent!.replace('booking form ', ''))).toEqual({
      date: '2027-01-09',
      startTime: null,
      passengers: 3,
      counts: null,
      continued: true,
    });
  });
});

describe("'Reserva tu Lugar' once the form's code is here", () => {
  it('becomes the booking form as it comes near, starting from what the step held', async () => {
    sectionNear(true);
    formCode.set(FORM_CODE);
    renderSection(whales, `/experiencia/${whales.id}?viajeros=4&fecha=2027-02-06`);
    const form = await screen.findByText(/booking form/);
    expect(JSON.parse(form.textContent!.replace('booking form ', ''))).toMatchObject({
      date: '2027-02-06',
      passengers: 4,
      continued: false,
    });
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });

  it('stays the first step while far from the screen', async () => {
    sectionNear(false);
    renderSection();
    await formArrives();
    expect(screen.queryByText(/booking form/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});
