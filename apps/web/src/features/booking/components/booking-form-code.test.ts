import { expect, it, vi } from 'vitest';

// Whether the form's module was asked for, and when (decision 0218: as soon as the page's code runs).
const formModule = vi.hoisted(() => ({ requested: false }));
vi.mock('./booking-form.tsx', () => {
  formModule.requested = true;
  return { BookingForm: () => null };
});

it("starts downloading the form's code when the page's code runs, before anything renders (decision 0218)", async () => {
  expect(formModule.requested).toBe(false);
  await import('./booking-form-code.ts');
  // Nothing rendered and nothing asked: the module alone asked for the form.
  await vi.waitFor(() => expect(formModule.requested).toBe(true));
});
