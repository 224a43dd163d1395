import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES } from '@hv/shared';
import type { MessageId } from '@/lib/i18n.tsx';
import { useSharedSentences, type SentenceTable } from '@/lib/shared-sentences.ts';

/*
 * The shared review schema's messages are still fixed Spanish sentences (REVIEW_MESSAGES): an
 * English page shows each one's catalogue translation. The server's refusals travel as keys of the
 * shared catalogue and need no row here (docs/decisions/0197-messages-travel-as-keys.md).
 */
const MESSAGE_IDS: Record<string, MessageId> = {
  [REVIEW_MESSAGES.ratingRequired]: 'reviews.error.ratingRequired',
  [REVIEW_MESSAGES.bodyTooShort]: 'reviews.error.bodyTooShort',
  [REVIEW_MESSAGES.bodyTooLong]: 'reviews.error.bodyTooLong',
};

const REVIEW_SENTENCES: SentenceTable = {
  sentences: Object.entries(MESSAGE_IDS),
  values: { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX },
};

/** The shared review sentences in the page's language (lib/shared-sentences.ts). */
export const useReviewWords = () => useSharedSentences(REVIEW_SENTENCES);
