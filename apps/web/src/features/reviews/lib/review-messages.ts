import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES } from '@hv/shared';
import type { MessageId } from '@/lib/i18n.tsx';
import { useSharedSentences, type SentenceTable } from '@/lib/shared-sentences.ts';

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

const REVIEW_SENTENCES: SentenceTable = {
  sentences: Object.entries(MESSAGE_IDS),
  values: { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX },
};

/** The shared review sentences in the page's language (lib/shared-sentences.ts). */
export const useReviewWords = () => useSharedSentences(REVIEW_SENTENCES);
