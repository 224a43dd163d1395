import { CATALOG_STATUSES, type CatalogStatus } from '@hv/shared';
import { Select } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { colourClass, statusColourClass, type StatusColour } from './status-colours.ts';

interface StatusSelectProps {
  value: CatalogStatus;
  onChange: (status: CatalogStatus) => void;
  /** Names the control for screen readers, e.g. 'Estado de Oaxaca'. */
  label: string;
  disabled?: boolean;
}

/** docs/product.md §5.2: any status can be set to any other straight from the table; colour-coded. */
export function StatusSelect({ value, onChange, label, disabled }: StatusSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as CatalogStatus)}
      onClick={(event) => event.stopPropagation()}
      className={cn('h-9 w-auto min-w-36 rounded-full border font-semibold', statusColourClass(value))}
    >
      {CATALOG_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </Select>
  );
}

/** A status as a coloured pill; `colour` overrides the catalogue's colour for other kinds of status. */
export function StatusBadge({ status, colour }: { status: string; colour?: StatusColour }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        colour ? colourClass(colour) : statusColourClass(status),
      )}
    >
      {status}
    </span>
  );
}
