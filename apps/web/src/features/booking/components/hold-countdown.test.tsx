import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CHECKOUT_HOLD_MINUTES } from '@hv/shared';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { HoldCountdown } from './hold-countdown.tsx';

// Issue 31: once the order exists, the checkout says how long its places are held, counted down
// to the server's holdExpiresAt, and plainly when it ran out (ADR 0213).

const NOW = new Date('2026-11-27T18:00:00.000Z').getTime();
const expiresAt = new Date(NOW + CHECKOUT_HOLD_MINUTES * 60_000).toISOString();

afterEach(() => {
  vi.useRealTimers();
});

describe('the checkout hold countdown', () => {
  it('counts down from the server’s expiry and says when it ran out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    renderPage('/', <HoldCountdown expiresAt={expiresAt} passengers={2} />, '/');
    expect(await screen.findByRole('timer')).toHaveTextContent('Te guardamos 2 lugares durante 10:00');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Te guardamos 2 lugares durante 9:59');
    await act(() => vi.advanceTimersByTimeAsync(8 * 60_000 + 54_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Te guardamos 2 lugares durante 1:05');

    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se acabó el tiempo en que te guardábamos los lugares. Aún puedes pagar: si siguen libres, tu reserva se confirma.',
    );
  });

  it('reads the server’s instant, not the page’s start, and speaks English on English pages', async () => {
    // The page opened 3 minutes into the hold.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW + 3 * 60_000 });
    renderEnglishPage('/en', <HoldCountdown expiresAt={expiresAt} passengers={1} />);
    expect(await screen.findByRole('timer')).toHaveTextContent('We are holding 1 place for you for 7:00');
  });
});
