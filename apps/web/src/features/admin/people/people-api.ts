import { useQuery } from '@tanstack/react-query';
import type { CatalogStatus, Role } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { adminKeys, adminPath } from '../crud/admin-resource.ts';

/** A row of GET /api/admin/people. */
export interface PersonRow {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  role: Role;
  seeds: number;
  created_at: string;
}

export interface PersonExperience {
  id: string;
  name: string;
  status: CatalogStatus;
  is_active: boolean;
}

export interface PersonBooking {
  id: string;
  item_name: string;
  booking_date: string;
  passengers: number;
  amount: number;
  status: string;
  paid_at: string | null;
}

/** Experiences whose responsible_email is the person's (docs/product.md §11.3). */
export function usePersonExperiences(id: string) {
  return useQuery({
    queryKey: adminKeys.detail('people', id, 'experiences'),
    queryFn: ({ signal }) =>
      apiGet<PersonExperience[]>(adminPath('people', `/${encodeURIComponent(id)}/experiences`), { signal }),
  });
}

/** The traveller's paid bookings. */
export function usePersonBookings(id: string) {
  return useQuery({
    queryKey: adminKeys.detail('people', id, 'bookings'),
    queryFn: ({ signal }) => apiGet<PersonBooking[]>(adminPath('people', `/${encodeURIComponent(id)}/bookings`), { signal }),
  });
}
