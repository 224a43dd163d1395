import { beforeEach, describe, expect, it } from 'vitest';
import { RESET_ATTEMPTS_STORAGE_KEY, recordResetSent, resetWaitMinutes, RESET_ATTEMPT_WINDOW_MS } from './reset-attempts.ts';

const minute = 60_000;
const t0 = Date.parse('2026-03-01T12:00:00Z');

beforeEach(() => localStorage.clear());

// docs/product.md §3.3: 3 successful sends per e-mail within a sliding 5-minute window, kept in local storage.
describe('password reset attempts', () => {
  it('allows the first three sends and refuses the fourth within 5 minutes', () => {
    for (let i = 0; i < 3; i++) {
      expect(resetWaitMinutes('ana@example.com', t0 + i * minute)).toBeNull();
      recordResetSent('ana@example.com', t0 + i * minute);
    }
    expect(resetWaitMinutes('ana@example.com', t0 + 3 * minute)).toBe(2);
  });

  it('rounds the wait up to whole minutes, never below 1', () => {
    for (let i = 0; i < 3; i++) recordResetSent('ana@example.com', t0);
    expect(resetWaitMinutes('ana@example.com', t0 + 1_000)).toBe(5);
    expect(resetWaitMinutes('ana@example.com', t0 + RESET_ATTEMPT_WINDOW_MS - 1_000)).toBe(1);
  });

  it('slides: once the oldest send is 5 minutes old, one more is allowed', () => {
    recordResetSent('ana@example.com', t0);
    recordResetSent('ana@example.com', t0 + 2 * minute);
    recordResetSent('ana@example.com', t0 + 4 * minute);
    expect(resetWaitMinutes('ana@example.com', t0 + 4.5 * minute)).toBe(1);
    expect(resetWaitMinutes('ana@example.com', t0 + 5 * minute)).toBeNull();
  });

  it('counts per address, ignoring case and surrounding spaces', () => {
    for (let i = 0; i < 3; i++) recordResetSent(' Ana@Example.com ', t0);
    expect(resetWaitMinutes('ana@example.com', t0 + minute)).toBe(4);
    expect(resetWaitMinutes('otra@example.com', t0 + minute)).toBeNull();
  });

  it('keeps the log in local storage and forgets expired entries', () => {
    recordResetSent('vieja@example.com', t0);
    recordResetSent('ana@example.com', t0 + 10 * minute);
    const stored = JSON.parse(localStorage.getItem(RESET_ATTEMPTS_STORAGE_KEY)!);
    expect(stored).toEqual({ 'ana@example.com': [t0 + 10 * minute] });
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(RESET_ATTEMPTS_STORAGE_KEY, 'no es json');
    expect(resetWaitMinutes('ana@example.com', t0)).toBeNull();
    recordResetSent('ana@example.com', t0);
    expect(JSON.parse(localStorage.getItem(RESET_ATTEMPTS_STORAGE_KEY)!)).toEqual({ 'ana@example.com': [t0] });
  });
});
