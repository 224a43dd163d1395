import { CATALOG_STATUS_COLOURS, type CatalogStatus } from '@hv/shared';

// docs/product.md §5.2: Público green, Borrador yellow, Terminado blue, Cancelado red, Próximamente purple.
const COLOUR_CLASSES = {
  green: 'border-green-300 bg-green-100 text-green-900',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  red: 'border-red-300 bg-red-100 text-red-900',
  purple: 'border-purple-300 bg-purple-100 text-purple-900',
} as const;

export type StatusColour = keyof typeof COLOUR_CLASSES;

/** The badge classes of a colour, for statuses other than the catalogue's (e.g. coupons). */
export function colourClass(colour: StatusColour): string {
  return COLOUR_CLASSES[colour];
}

export function statusColourClass(status: string): string {
  const colour = CATALOG_STATUS_COLOURS[status as CatalogStatus];
  return colour ? COLOUR_CLASSES[colour] : 'border-border bg-muted text-foreground';
}
