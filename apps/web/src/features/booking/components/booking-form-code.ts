import { useEffect, useState } from 'react';

// The form, its calendar and the payment code are their own chunk: the detail page's first load
// carries only the booking's first step. Its download starts as soon as this module runs in the
// browser (the page's code, before hydration), so it comes while the page hydrates instead of
// after the tap on 'Reservar Ahora' (docs/decisions/0218-the-booking-form-within-four-seconds.md).
export const loadBookingForm = () => import('./booking-form.tsx');
if (typeof window !== 'undefined') void loadBookingForm();

export type BookingFormCode = Awaited<ReturnType<typeof loadBookingForm>>;

/**
 * The form's module once it has come (null until then, and on the server); `failed` when it could
 * not come, so the first step is sent as it would be without any code (decision 0243).
 */
export function useBookingFormCode(): BookingFormCode | 'failed' | null {
  const [code, setCode] = useState<BookingFormCode | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadBookingForm().then(
      (module) => live && setCode(module),
      () => live && setCode('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return code;
}
