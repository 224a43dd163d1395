import { useCallback, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  AFTER_SALE_MESSAGES,
  cancellationPolicyText,
  CHECKOUT_MESSAGES,
  DESK_MESSAGES,
  MESSAGES,
  PAYMENT_MESSAGES,
  type Locale,
} from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { useT, type MessageId, type MessageValues } from '@/lib/i18n.tsx';

/*
 * The checkout's rules live in @hv/shared and the server answers with them: their messages are
 * Spanish sentences (a field's error, a refused coupon, the cancellation terms). On an English
 * page each known sentence is shown from the catalogues instead; one we do not know is shown as
 * it came. On a Spanish page nothing changes.
 */

export type Translate = (id: MessageId, values?: MessageValues) => string;

const P = PAYMENT_MESSAGES;
const C = CHECKOUT_MESSAGES;

/** The shared Spanish sentences and the catalogue message that says each one (the same Spanish words). */
export const SERVER_SENTENCES: ReadonlyArray<readonly [string, MessageId]> = [
  [P.couponInvalid, 'booking.server.couponInvalid'],
  [P.weekendOnlyDate, 'booking.server.weekendOnlyDate'],
  [P.pastDate, 'booking.server.pastDate'],
  [P.tripDeparted, 'booking.payment.tripDeparted'],
  [P.notApproved, 'booking.server.notApproved'],
  [P.captureFailed, 'booking.server.captureFailed'],
  [P.capturePending, 'booking.server.capturePending'],
  [P.amountMismatch, 'booking.server.amountMismatch'],
  [P.paypalUnavailable, 'booking.server.paypalUnavailable'],
  [P.captureInProgress, 'booking.server.captureInProgress'],
  [P.bookingNotFound, 'booking.server.bookingNotFound'],
  [P.bookingClosed, 'booking.server.bookingClosed'],
  [P.giftCardNotFound, 'booking.server.giftCardNotFound'],
  [P.giftCardExpired, 'booking.server.giftCardExpired'],
  [P.giftCardEmpty, 'booking.server.giftCardEmpty'],
  [P.giftCardInactive, 'booking.server.giftCardInactive'],
  [P.giftCardShort, 'booking.server.giftCardShort'],
  [P.nothingToPay, 'booking.server.nothingToPay'],
  [P.giftCardCoversAll, 'booking.server.giftCardCoversAll'],
  [P.giftCardNotEnough, 'booking.server.giftCardNotEnough'],
  [P.giftCardPaymentError, 'booking.payment.giftCardError'],
  [P.paymentError, 'booking.payment.error'],
  [P.noDate, 'booking.payment.noDate'],
  [P.passengersMin, 'booking.server.passengersMin'],
  [C.contactName, 'booking.server.contactName'],
  [C.contactEmail, 'booking.server.contactEmail'],
  [C.contactPhoneCountry, 'booking.server.contactPhoneCountry'],
  [C.contactPhone, 'booking.server.contactPhone'],
  [C.passengerName, 'booking.server.passengerName'],
  [C.passengerNames, 'booking.server.passengerNames'],
  [C.startTime, 'booking.server.startTime'],
  [C.noStartTime, 'booking.server.noStartTime'],
  [C.findSent, 'booking.server.findSent'],
  [C.referenceInvalid, 'booking.server.referenceInvalid'],
  [AFTER_SALE_MESSAGES.notRefundable, 'booking.changes.notRefundable'],
  [AFTER_SALE_MESSAGES.notPaid, 'booking.changes.notPaid'],
  [AFTER_SALE_MESSAGES.sameDeparture, 'booking.server.sameDeparture'],
  [AFTER_SALE_MESSAGES.noDate, 'booking.reschedule.noDate'],
  [DESK_MESSAGES.paymentLinkInvalid, 'booking.payLink.invalid'],
  [DESK_MESSAGES.linkClosed, 'booking.payLink.closed'],
  [MESSAGES.rateLimited, 'booking.server.rateLimited'],
  [cancellationPolicyText(0), 'booking.policy.notRefundable'],
];

const sentences = new Map<string, MessageId>(SERVER_SENTENCES);

/** Shared sentences with a number or a word inside: how to read it back, and the message that says it. */
const PATTERNS: ReadonlyArray<{ match: RegExp; id: MessageId; values: (found: RegExpExecArray) => MessageValues }> = [
  { match: /^Ya no quedan lugares para esa fecha\.$/, id: 'booking.places.left', values: () => ({ count: 0 }) },
  { match: /^Solo queda 1 lugar para esa fecha\.$/, id: 'booking.places.left', values: () => ({ count: 1 }) },
  { match: /^Solo quedan (\d+) lugares para esa fecha\.$/, id: 'booking.places.left', values: (m) => ({ count: Number(m[1]) }) },
  {
    match: /^Esta gift card es en (\w+) y no puede pagar una reserva en pesos mexicanos \(MXN\)\.$/,
    id: 'booking.server.giftCardCurrency',
    values: (m) => ({ currency: m[1] }),
  },
  {
    match: /^Cancelación gratuita hasta (\d+) horas antes de la fecha y hora de inicio;/,
    id: 'booking.policy.freeCancellation',
    values: (m) => ({ hours: Number(m[1]) }),
  },
];

/** A shared Spanish sentence in the page's language (as it came when it is not one we know, or on a Spanish page). */
export function localizeSentence(text: string, locale: Locale, t: Translate): string {
  if (locale === 'es') return text;
  const id = sentences.get(text);
  if (id) return t(id);
  for (const pattern of PATTERNS) {
    const found = pattern.match.exec(text);
    if (found) return t(pattern.id, pattern.values(found));
  }
  return text;
}

/** The same request error with its message and its fields' messages in the page's language. */
function localizeApiError(error: unknown, localize: (text: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, localize(message)]))
    : undefined;
  return new ApiRequestError(error.status, error.code, localize(error.message), fields);
}

/** A form's errors (nested for arrays such as the passengers' names) with each message localized. */
function localizeErrors(errors: unknown, localize: (text: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((entry: unknown) => localizeErrors(entry, localize));
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: left alone.
    out[key] =
      key === 'message' && typeof value === 'string' ? localize(value) : key === 'ref' ? value : localizeErrors(value, localize);
  }
  return out;
}

/**
 * The page's way with the server's (and the shared rules') Spanish sentences:
 * `text(s)` for one sentence, `error(e)` for a request error before its messages are shown, and
 * `resolver(r)` for a form whose rules are the shared zod schemas.
 */
export function useServerWords() {
  const { locale, t } = useT();
  const text = useCallback((value: string) => localizeSentence(value, locale, t), [locale, t]);
  return useMemo(
    () => ({
      text,
      error: (error: unknown) => (locale === 'es' ? error : localizeApiError(error, text)),
      resolver: <T extends FieldValues, TContext, TOut>(resolver: Resolver<T, TContext, TOut>): Resolver<T, TContext, TOut> =>
        locale === 'es'
          ? resolver
          : async (values, context, options) => {
              const result = await resolver(values, context, options);
              return { ...result, errors: localizeErrors(result.errors, text) } as typeof result;
            },
    }),
    [locale, text],
  );
}
