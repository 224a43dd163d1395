import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@/test/render-routes.tsx';
import { DatePicker } from './date-picker.tsx';

// The calendar's code (react-day-picker, date-fns) comes when the calendar is first reached for, not
// with the booking form (docs/decisions/0218-the-booking-form-within-four-seconds.md). Here it
// comes only when the test lets it: until then the popover says what is coming.
const calendarCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { requested: false, arrived, arrive: () => arrive() };
});
vi.mock('./calendar-grid.tsx', async () => {
  calendarCode.requested = true;
  // Bounded, so that a calendar imported with the form (the gain lost) fails the test instead of hanging it.
  await Promise.race([calendarCode.arrived, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  return { CalendarGrid: () => <p>the calendar</p> };
});

describe('the date picker before its calendar has come', () => {
  it("asks for the calendar's code only when reached for, and says 'Cargando el calendario…' until it comes", async () => {
    const { user } = renderPage(
      '/',
      <DatePicker label="Fecha" value={null} onChange={() => {}} isDisabled={() => false} today="2026-11-28" />,
      '/',
    );
    // The form showed without it.
    expect(screen.getByRole('button', { name: 'Fecha Elige una fecha' })).toBeInTheDocument();
    expect(calendarCode.requested).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Fecha Elige una fecha' }));
    expect(calendarCode.requested).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el calendario…');
    expect(screen.queryByRole('dialog', { name: 'Calendario: Fecha' })).not.toBeInTheDocument();

    calendarCode.arrive();
    expect(await screen.findByRole('dialog', { name: 'Calendario: Fecha' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cargando el calendario…')).not.toBeInTheDocument());
  });
});
