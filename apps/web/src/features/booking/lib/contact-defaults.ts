import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { profileContact, type ContactValues, type ProfileContact } from './profile-contact.ts';

/**
 * A signed-in traveller's contact for checkout, from the profile (docs/product.md §6.9): the
 * phone split into its country and national number when libphonenumber can read it; Mexico
 * when nothing says otherwise. The public booking form imports this module only when the profile
 * has a phone (docs/decisions/0218-the-booking-form-within-four-seconds.md): libphonenumber's
 * metadata is about 30 KB gzipped, a second and a half of a slow phone's line.
 */
export function contactDefaults(profile: ProfileContact | null): ContactValues {
  const contact = profileContact(profile);
  const phone = profile?.phone
    ? parsePhoneNumberFromString(profile.phone, contact.contactPhoneCountry as CountryCode)
    : undefined;
  return {
    ...contact,
    contactPhoneCountry: phone?.country ?? contact.contactPhoneCountry,
    contactPhone: phone?.isValid() ? phone.formatNational() : contact.contactPhone,
  };
}
