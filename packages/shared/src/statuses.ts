// docs/product.md §5.2 and §8.2: trip and experience statuses with their colours; coupon statuses.
export const CATALOG_STATUSES = ['Público', 'Borrador', 'Terminado', 'Cancelado', 'Próximamente'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];
export const PUBLIC_STATUS: CatalogStatus = 'Público';

export const CATALOG_STATUS_COLOURS: Record<CatalogStatus, 'green' | 'yellow' | 'blue' | 'red' | 'purple'> = {
  Público: 'green',
  Borrador: 'yellow',
  Terminado: 'blue',
  Cancelado: 'red',
  Próximamente: 'purple',
};

export const COUPON_STATUSES = ['Activo', 'Pausado', 'Terminado', 'En espera'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const DEFAULT_COUPON_STATUS: CouponStatus = 'En espera';

export const GIFT_CARD_CURRENCIES = ['MXN', 'USD'] as const;
export type GiftCardCurrency = (typeof GIFT_CARD_CURRENCIES)[number];

export const BOOKING_STATUSES = ['Pendiente', 'Pagada', 'Reembolsada', 'Cancelada'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TRANSPORT_STATUSES = ['pending', 'contacted', 'confirmed', 'cancelled'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
