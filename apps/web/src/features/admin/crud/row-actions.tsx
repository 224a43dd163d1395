import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';

interface RowActionsProps {
  /** Names the menu button, e.g. 'Acciones de Oaxaca'. */
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
  /** Pages about the row, after 'Editar', e.g. an experience's 'Disponibilidad'. */
  links?: { label: string; to: string; icon: ReactNode }[];
}

export function RowActions({ label, onEdit, onDelete, links = [] }: RowActionsProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} onClick={(event) => event.stopPropagation()}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Editar
        </DropdownMenuItem>
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              {link.icon}
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        {onDelete ? (
          <DropdownMenuItem onSelect={onDelete} className="text-destructive data-[highlighted]:text-destructive">
            <Trash2 aria-hidden="true" />
            Eliminar
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
