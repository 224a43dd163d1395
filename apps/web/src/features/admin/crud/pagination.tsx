import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** 'Anterior' / 'Página n de m' / 'Siguiente' under a paged list; hidden when there is one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Paginación',
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name, when a screen has more than one paged list. */
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <span className="px-2 text-muted-foreground">
        Página {page} de {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
