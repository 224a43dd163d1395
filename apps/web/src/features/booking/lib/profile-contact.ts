import { listCountries } from '@/lib/countries.ts';

export interface ProfileContact {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The profile's country, by its Spanish name (docs/product.md §3.5). */
  country?: string | null;
}

export interface ContactValues {
  contactName: string;
  contactEmail: string;
  contactPhoneCountry: string;
  contactPhone: string;
}

/**
 * A signed-in traveller's contact for checkout, from the profile (docs/product.md §6.9), with the
 * phone as stored: the booking form shows this at once and splits the phone into its country and
 * national number when libphonenumber has come (contact-defaults.ts), which it asks for only when
 * there is a stored phone (docs/decisions/0218-the-booking-form-within-four-seconds.md).
 */
export function profileContact(profile: ProfileContact | null): ContactValues {
  const profileCountry = profile?.country ? listCountries().find((c) => c.name === profile.country)?.code : undefined;
  return {
    contactName: profile?.fullName?.trim() ?? '',
    contactEmail: profile?.email ?? '',
    contactPhoneCountry: profileCountry ?? 'MX',
    contactPhone: profile?.phone ?? '',
  };
}
