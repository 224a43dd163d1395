import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeExperience } from '@/test/factories.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingSection } from './booking-section.tsx';

// Issue 30 item 4 (docs/decisions/0209-a-page-that-answers-before-its-code.md): until the form's
// code arrives, 'Reserva tu Lugar' says what it is in the form's own height, not an empty box.

// Whether the form's module was asked for, and when (decision 0218: as soon as the page's code runs).
const formModule = vi.hoisted(() => ({ requested: false }));
vi.mock('./booking-form.tsx', () => {
  formModule.requested = true;
  return { BookingForm: () => <p>booking form</p> };
});

/** A page whose booking section has not come near the screen yet (its code is not asked for). */
function farFromScreen() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

describe("'Reserva tu Lugar' before its code", () => {
  it("says 'Cargando la reserva…' where the form will be, in the form's height", () => {
    farFromScreen();
    render(<BookingSection item={experienceBookable(makeExperience())} />);
    const section = screen.getByRole('region', { name: 'Reserva tu Lugar' });
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('Cargando la reserva…');
    // The placeholder keeps the form's room, so nothing jumps when the form replaces it.
    expect(status.parentElement).toHaveClass('min-h-[34rem]', 'sm:min-h-[26rem]');
    expect(status.parentElement).not.toHaveAttribute('aria-hidden');
  });

  it('says it in English on an English page', () => {
    farFromScreen();
    render(
      <InEnglish>
        <BookingSection item={experienceBookable(makeExperience())} />
      </InEnglish>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking…');
  });

  it("starts downloading the form's code when the page's code runs, before the section comes near (decision 0218)", () => {
    farFromScreen();
    // Nothing rendered yet and nothing near the screen: the module alone asked for the form.
    expect(formModule.requested).toBe(true);
    render(<BookingSection item={experienceBookable(makeExperience())} />);
    expect(screen.queryByText('booking form')).toBeNull();
  });
});
