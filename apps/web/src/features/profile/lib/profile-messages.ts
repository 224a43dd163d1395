import { PROFILE_MESSAGES as P } from '@hv/shared';
import { useSharedSentences, type SentenceTable } from '@/lib/shared-sentences.ts';

// The profile's shared Spanish sentences (its field limits, the avatar upload's refusals) and the
// catalogue messages that say them on an English page (lib/shared-sentences.ts).
const PROFILE_SENTENCES: SentenceTable = {
  sentences: [
    [P.fullNameTooLong, 'profile.error.fullNameTooLong'],
    [P.phoneTooLong, 'profile.error.phoneTooLong'],
    [P.cityTooLong, 'profile.error.cityTooLong'],
    [P.country, 'profile.error.country'],
    [P.locale, 'profile.error.locale'],
    [P.image, 'profile.error.image'],
    [P.notText, 'profile.error.notText'],
    [P.invalid, 'profile.error.invalid'],
  ],
};

/** The profile's shared sentences in the page's language. */
export const useProfileWords = () => useSharedSentences(PROFILE_SENTENCES);
