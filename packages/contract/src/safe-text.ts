import { z } from 'zod';

/**
 * Text PostgreSQL can store and every client can encode: no NUL (a `text`
 * column refuses it, 22P05/22021) and no lone UTF-16 surrogate (not a
 * character; UTF-8 encoders silently turn it into U+FFFD). With the `u` flag a
 * valid surrogate pair is one code point outside the class, so emoji pass.
 */
export const SAFE_TEXT_PATTERN = /^[^\0\uD800-\uDFFF]*$/u;

/**
 * The contract's string: `z.string()` that refuses NUL and lone surrogates
 * with the `text_characters` field message. Every string of every call is
 * built on it, so a new field cannot forget the rule; `abort` keeps the later
 * checks of the field (pattern, length) from adding noise to the same value.
 */
export function text() {
  return z.string().regex(SAFE_TEXT_PATTERN, { message: 'text_characters', abort: true });
}
