import { DISPLAYED_ID_CHARS } from './limits.ts';

// A booking reference as people type or read it aloud (docs/decisions/0185): the reference is the
// booking id's first 8 hex digits (bookingReference), so only 0-9 and A-F can be in it. Whatever
// else was typed is either a separator or a letter misread for a digit.

/** Separators people put inside a code: spaces, hyphens and dashes, dots, a leading '#'. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212._#]+/g;

/**
 * Letters that cannot be in a reference and have one reading as a digit, the decoding rule of
 * Crockford's Base32: O is 0; I and L are 1. Others (S, Z, G…) are left out: each could be more
 * than one thing, and a wrong guess would find someone else's booking.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

const REFERENCE = new RegExp(`^[0-9A-F]{${DISPLAYED_ID_CHARS}}$`);

/**
 * The reference a person meant, or null: separators dropped, upper-cased, look-alike letters read
 * as their digits (`OFE4DAFF` → `0FE4DAFF`, `380f 65a4` → `380F65A4`, `#ab-cd-12-34` → `ABCD1234`).
 * Every look-up by reference (the desk's search and check-in, find-my-booking) goes through it.
 */
export function normaliseReference(text: string): string | null {
  const value = text
    .replace(SEPARATORS, '')
    .toUpperCase()
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter]!);
  return REFERENCE.test(value) ? value : null;
}
