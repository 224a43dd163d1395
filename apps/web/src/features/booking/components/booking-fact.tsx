import type { ReactNode } from 'react';

/** One fact of a booking (date, start time, passengers…) with its icon, inside a `<dl>`: the voucher and the payment link page. */
export function BookingFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-jade-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
        <dd className="font-semibold">{children}</dd>
      </div>
    </div>
  );
}
