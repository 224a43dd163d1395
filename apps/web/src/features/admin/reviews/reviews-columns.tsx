import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { formatLongDate, paths, todayInMexico, type AdminReviewRow } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Column } from '../crud/columns.ts';

export interface ReviewHandlers {
  onHide: (row: AdminReviewRow) => void;
  onShow: (row: AdminReviewRow) => void;
  busyId: string | null;
}

const itemPath = (row: AdminReviewRow) =>
  row.itemSlug ? (row.itemKind === 'trip' ? paths.trip(row.itemSlug) : paths.experience(row.itemSlug)) : null;
const day = (iso: string) => todayInMexico(new Date(iso));

/** Staff screen `Reseñas`: what was rated, the stars, the text and who wrote it, the booking, and whether it shows. */
export function reviewsColumns({ onHide, onShow, busyId }: ReviewHandlers): Column<AdminReviewRow>[] {
  return [
    {
      key: 'item',
      header: 'Experiencia o viaje',
      phone: 'title',
      cell: (row) => {
        const href = itemPath(row);
        return href ? (
          <Link to={href} className="font-semibold underline-offset-4 hover:underline">
            {row.itemName}
          </Link>
        ) : (
          <span className="font-semibold">{row.itemName}</span>
        );
      },
    },
    {
      key: 'rating',
      header: 'Calificación',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span className="inline-flex items-center gap-1 font-semibold tabular-nums" aria-label={`${row.rating} de 5 estrellas`}>
          {row.rating}
          <Star aria-hidden="true" className="size-4 fill-marigold-400 text-marigold-500" />
        </span>
      ),
    },
    {
      key: 'body',
      header: 'Reseña',
      cell: (row) => (
        <div className="grid max-w-prose gap-1">
          <p className="whitespace-pre-line">{row.body}</p>
          <p className="text-sm text-muted-foreground">
            {row.authorName} · <time dateTime={day(row.createdAt)}>{formatLongDate(day(row.createdAt))}</time>
          </p>
        </div>
      ),
    },
    { key: 'reference', header: 'Reserva', cell: (row) => <span className="font-mono font-semibold">{row.reference}</span> },
    {
      key: 'status',
      header: 'Estado',
      cell: (row) =>
        row.hiddenAt ? (
          <div className="grid gap-1">
            <Badge variant="outline" className="justify-self-start">
              Oculta
            </Badge>
            <p className="text-sm text-muted-foreground">
              {row.hiddenReason}
              {row.hiddenByName ? ` (${row.hiddenByName})` : ''}
            </p>
          </div>
        ) : (
          <Badge variant="accent">Visible</Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      phone: 'footer',
      actions: true,
      cell: (row) =>
        row.hiddenAt ? (
          <Button
            variant="outline"
            disabled={busyId === row.id}
            onClick={() => onShow(row)}
            aria-label={`Mostrar la reseña de ${row.authorName}`}
          >
            Mostrar
          </Button>
        ) : (
          <Button variant="outline" onClick={() => onHide(row)} aria-label={`Ocultar la reseña de ${row.authorName}`}>
            Ocultar
          </Button>
        ),
    },
  ];
}
