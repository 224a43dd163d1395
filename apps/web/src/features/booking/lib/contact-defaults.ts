import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { listCountries } from '@/lib/countries.ts';

interface ProfileContact {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The profile's country, by its Spanish name (docs/product.md §3.5). */
  country?: string | null;
}

/**
 * A signed-in traveller's contact for checkout, from the profile (docs/product.md §6.9): the
 * phone split into its country and national number when libphonenumber can read it; Mexico
 * when nothing says otherwise.
 */
export function contactDefaults(profile: ProfileContact | null) {
  const profileCountry = profile?.country ? listCountries().find((c) => c.name === profile.country)?.code : undefined;
  const phone = profile?.phone ? parsePhoneNumberFromString(profile.phone, (profileCountry ?? 'MX') as CountryCode) : undefined;
  return {
    contactName: profile?.fullName?.trim() ?? '',
    contactEmail: profile?.email ?? '',
    contactPhoneCountry: phone?.country ?? profileCountry ?? 'MX',
    contactPhone: phone?.isValid() ? phone.formatNational() : (profile?.phone ?? ''),
  };
}
