import type { WaitlistStatus } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { formatInstant } from './desk-format.tsx';
import { useDepartureWaitlist, type WaitlistDepartureRef } from './waitlist-api.ts';

const STATUS_CLASS: Record<WaitlistStatus, string> = {
  waiting: 'bg-marigold-100 text-marigold-900',
  invited: 'bg-jade-100 text-jade-900',
  booked: 'bg-muted text-foreground',
  expired: 'bg-muted text-muted-foreground',
  left: 'bg-muted text-muted-foreground',
};

/**
 * The manifest's `Lista de espera` (docs/decisions/0235, 0239): how many wait for this departure and
 * the line in order, each with its status and, while invited, when its hold ends. A list of cards
 * (no table), so it reads the same at 360 px and on paper.
 */
export function DepartureWaitlist({ departure }: { departure: WaitlistDepartureRef }) {
  const { t, number } = useT('desk');
  const query = useDepartureWaitlist(departure);
  const list = query.data;
  return (
    <section data-print="hide" aria-labelledby="lista-espera-titulo" className="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="lista-espera-titulo" className="font-display text-xl font-bold">
          {t('desk.waitlist.title')}
        </h2>
        {list ? <p className="font-semibold tabular-nums">{t('desk.waitlist.waiting', { count: list.waiting })}</p> : null}
      </div>
      {query.isPending ? <p className="text-muted-foreground">{t('desk.waitlist.loading')}</p> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          {t('desk.waitlist.error')} {query.error.message}
        </p>
      ) : null}
      {list && list.data.length === 0 ? <p className="text-muted-foreground">{t('desk.waitlist.empty')}</p> : null}
      {list && list.data.length > 0 ? (
        <ol aria-labelledby="lista-espera-titulo" className="grid gap-2">
          {list.data.map((entry, index) => (
            <li key={entry.id} className="grid gap-1 rounded-xl border border-border bg-card p-3 text-sm shadow-card">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold tabular-nums">
                  <span className="sr-only">{t('desk.waitlist.order')} </span>
                  {number(index + 1)}.
                </span>
                <span className="min-w-0 break-all font-medium">{entry.email}</span>
                <Badge className={cn(STATUS_CLASS[entry.status])}>{t(`desk.waitlist.status.${entry.status}`)}</Badge>
              </div>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                <div className="flex gap-1">
                  <dt>{t('desk.waitlist.places')}:</dt>
                  <dd className="tabular-nums text-foreground">{number(entry.places)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('desk.waitlist.joined')}:</dt>
                  <dd>{formatInstant(entry.createdAt)}</dd>
                </div>
                {entry.status === 'invited' && entry.holdExpiresAt ? (
                  <div className="flex gap-1">
                    <dt>{t('desk.waitlist.holdEnds')}:</dt>
                    <dd className="font-semibold text-foreground">{formatInstant(entry.holdExpiresAt)}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
