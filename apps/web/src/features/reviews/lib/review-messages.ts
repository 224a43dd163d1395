import { useCallback } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { useT, type MessageId } from '@/lib/i18n.tsx';

/*
 * The shared review schema (and the server) speak Spanish: their messages are fixed sentences
 * (REVIEW_MESSAGES). An English page shows each one's catalogue translation; a Spanish page shows
 * it as it is, and so does any page for a sentence not listed here.
 */
const MESSAGE_IDS: Record<string, MessageId> = {
  [REVIEW_MESSAGES.ratingRequired]: 'reviews.error.ratingRequired',
  [REVIEW_MESSAGES.bodyTooShort]: 'reviews.error.bodyTooShort',
  [REVIEW_MESSAGES.bodyTooLong]: 'reviews.error.bodyTooLong',
  [REVIEW_MESSAGES.notYet]: 'reviews.booking.notYet',
  [REVIEW_MESSAGES.notPaid]: 'reviews.error.notPaid',
  [REVIEW_MESSAGES.alreadyReviewed]: 'reviews.error.alreadyReviewed',
};

/** A shared review message in the page's language. */
export function useReviewMessage(): (message: string) => string {
  const { locale, t } = useT();
  return useCallback(
    (message: string) => {
      const id = MESSAGE_IDS[message];
      return locale === 'es' || !id ? message : t(id, { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX });
    },
    [locale, t],
  );
}

/** `resolver`, its messages passed through `translate`. */
export function translatedResolver<T extends FieldValues, TOut>(
  resolver: Resolver<T, unknown, TOut>,
  translate: (message: string) => string,
): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = translate(error.message);
    }
    return result;
  };
}

/** A server refusal with its message and per-field messages passed through `translate`; anything else as it is. */
export function translatedApiError(error: unknown, translate: (message: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, translate(m)]));
  return new ApiRequestError(error.status, error.code, translate(error.message), fields);
}
