import { Sprout } from 'lucide-react';
import { REWARDS_MESSAGES, type RewardsRow } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import type { Column } from '../crud/columns.ts';

// Gold, silver and bronze for 1º, 2º and 3º (docs/product.md §11.7); each pair keeps AA contrast.
const PODIUM_CLASSES = [
  'border-marigold-500 bg-marigold-100 text-marigold-800',
  'border-slate-400 bg-slate-100 text-slate-800',
  'border-terracotta-500 bg-terracotta-100 text-terracotta-800',
] as const;

const seedsFormat = new Intl.NumberFormat('es-MX');

/** The rank over the whole ranking (from the server), with the podium badge for the top three. */
export function RankCell({ rank }: { rank: number }) {
  const badge = REWARDS_MESSAGES.badges[rank - 1];
  return (
    <span
      className={cn(
        // The same box for every rank keeps the rows one height.
        'inline-flex min-w-10 items-center justify-center rounded-full border-2 px-2 py-0.5 text-sm font-bold',
        badge ? PODIUM_CLASSES[rank - 1] : 'border-transparent text-muted-foreground',
      )}
    >
      {badge ?? `${rank}º`}
    </span>
  );
}

export const rewardsColumns: Column<RewardsRow>[] = [
  {
    key: 'rank',
    header: 'Puesto',
    className: 'w-24',
    phone: 'end',
    cell: (row) => <RankCell rank={row.rank} />,
  },
  {
    key: 'name',
    header: 'Viajero',
    phone: 'title',
    cell: (row) => <span className="font-semibold">{row.full_name}</span>,
  },
  { key: 'email', header: 'Correo', cell: (row) => row.email },
  {
    key: 'seeds',
    header: 'Semillas',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <span className="inline-flex items-center gap-1.5 font-semibold text-jade-700">
        <Sprout className="size-4" aria-hidden="true" />
        {seedsFormat.format(row.seeds)}
      </span>
    ),
  },
  {
    key: 'validity',
    header: 'Vigencia',
    className: 'w-28',
    // Redemption is a future feature (docs/product.md §7), so seeds do not expire yet.
    cell: () => <span className="text-muted-foreground">{REWARDS_MESSAGES.validity}</span>,
  },
];
