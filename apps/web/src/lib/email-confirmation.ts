/*
 * Where the e-mail's confirmation link lands (issue 30): better-auth redirects to the sign-up's
 * callbackURL once the address is confirmed, adding `error=…` when the link was bad or old. The
 * flag tells the home page to say so; it is read after hydration (the rendered page ignores the
 * query string, docs/architecture.md §12) and then taken off the address.
 */
export const EMAIL_CONFIRMED_PARAM = 'correo';
const EMAIL_CONFIRMED_VALUE = 'confirmado';

/** The callbackURL of a sign-up: the home page in the visitor's language, with the flag. */
export const emailConfirmedUrl = (home: string) =>
  `${home}?${new URLSearchParams({ [EMAIL_CONFIRMED_PARAM]: EMAIL_CONFIRMED_VALUE })}`;

/** What a landing's query string says of a confirmation link: nothing, confirmed, or refused. */
export function emailConfirmation(search: URLSearchParams): 'confirmed' | 'refused' | null {
  if (search.get(EMAIL_CONFIRMED_PARAM) !== EMAIL_CONFIRMED_VALUE) return null;
  return search.has('error') ? 'refused' : 'confirmed';
}
