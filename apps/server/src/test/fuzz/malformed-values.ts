import { INT4_MAX, INT4_MIN } from '@app/contract';
import { boundsOf } from './zod-def.js';
import type { Leaf, Path } from './zod-leaves.js';

/** JSON bodies carry any type; query strings and paths carry only text (or repeated keys). */
export type Location = 'json' | 'text';

export interface Mutation {
  path: Path;
  value?: unknown;
  remove?: boolean;
  label: string;
  /** The value does not arrive as sent, so it may be valid: a URL cannot carry a lone surrogate (the server reads U+FFFD). */
  harmless?: boolean;
}

const NUL = ['\u0000', 'ab\u0000cd'];
const LONE_SURROGATES = ['\uD800', 'x\uDFFFy', '\uDC00\uD800'];
/** Beyond int4 (every id and counter column), beyond 2^53 (not exact in JavaScript) and not integers. */
const BAD_INTS = [INT4_MAX + 1, INT4_MIN - 1, 2 ** 53 + 2, 1e21, 1.5];
const BAD_INT_TEXTS = [`${INT4_MAX + 1}`, `${INT4_MIN - 1}`, '9223372036854775808', '1.5', 'NaN', 'Infinity', '1e400', '12abc'];
/** Values that break many fields but are valid for some (null for a nullable one): sent only where the field refuses them. */
const MAYBE_JSON: unknown[] = [null, true, 0, -1, '', ' ', 'NaN', '-0', 'x', [], {}, [1], { a: 1 }];
/** '0x1F' and ' 7 ' are odd spellings a coerced number reads as 31 and 7: valid where the number is. */
const MAYBE_TEXT: unknown[] = ['', ' ', '0', '-1', 'NaN', 'x', 'true', '0x1F', ' 7 ', 'a'.repeat(3000)];

const texts = (label: string, values: string[]) => values.map((value) => ({ value, label }));

/** Values that are malformed for this kind of field whatever its schema says (the list). */
function alwaysBad(leaf: Leaf, location: Location): Array<{ value: unknown; label: string }> {
  const b = boundsOf(leaf.core);
  const tooLong = b.maxLength !== undefined ? [{ value: 'a'.repeat(b.maxLength + 1), label: 'too-long' }] : [];
  const badText = [...texts('nul', NUL), ...texts(location === 'json' ? 'lone-surrogate' : 'url-lone-surrogate', LONE_SURROGATES)];
  const repeated = location === 'text' ? [{ value: ['1', '2'], label: 'repeated-key' }] : [];
  switch (leaf.kind) {
    case 'string':
      return [
        ...badText,
        ...tooLong,
        ...repeated,
        ...(location === 'json'
          ? [
              { value: 12345, label: 'wrong-type' },
              { value: { a: 'x' }, label: 'wrong-type' },
            ]
          : []),
      ];
    case 'number':
      return location === 'json'
        ? [...BAD_INTS.map((value) => ({ value, label: 'bad-int' })), { value: `${INT4_MAX + 1}`, label: 'wrong-type' }, ...badText]
        : [...texts('bad-int', BAD_INT_TEXTS), ...badText, ...repeated];
    case 'boolean':
      return location === 'json' ? [{ value: 'true', label: 'wrong-type' }, { value: 1, label: 'wrong-type' }, ...badText] : badText;
    case 'choice':
      return [...badText, ...repeated, ...(location === 'json' ? [{ value: 42, label: 'wrong-type' }] : [])];
    case 'object':
    case 'record':
      return location === 'json'
        ? [
            { value: 'x\u0000', label: 'wrong-type' },
            { value: 42, label: 'wrong-type' },
            { value: [], label: 'wrong-type' },
          ]
        : [];
    case 'array': {
      const tooMany =
        b.maxLength !== undefined && b.maxLength < 5000
          ? [{ value: Array.from({ length: b.maxLength + 1 }, () => null), label: 'too-many' }]
          : [];
      return location === 'json' ? [{ value: 'x\u0000', label: 'wrong-type' }, { value: { a: 1 }, label: 'wrong-type' }, ...tooMany] : [];
    }
    default:
      return [];
  }
}

/**
 * Mutations that make an input malformed at `leaf`: the values above, values
 * of the MAYBE lists the field refuses, unknown keys in a strict object,
 * and a required key left out.
 */
export function mutationsAt(leaf: Leaf, location: Location): Mutation[] {
  // A query string or a path is always a set of named texts: only its members can be broken.
  const wholeText = location === 'text' && leaf.path.length === 0;
  const mutations: Mutation[] = wholeText
    ? []
    : alwaysBad(leaf, location).map(({ value, label }) => ({
        path: leaf.path,
        value,
        label,
        ...(label === 'url-lone-surrogate' && { harmless: true }),
      }));
  if (leaf.kind !== 'any' && !wholeText) {
    for (const value of location === 'json' ? MAYBE_JSON : MAYBE_TEXT) {
      if (!leaf.field.safeParse(value).success)
        mutations.push({ path: leaf.path, value, label: `refused:${JSON.stringify(value).slice(0, 12)}` });
    }
  }
  if (leaf.path.length > 0 && leaf.required) mutations.push({ path: leaf.path, remove: true, label: 'missing' });
  if (leaf.kind === 'object' && leaf.strict) {
    // Unknown keys are named in the error answer: their names must not break it either.
    for (const key of ['unexpected', 'bad\u0000key', '\uD800'])
      mutations.push({ path: [...leaf.path, key], value: 'x', label: 'extra-key' });
    if (location === 'json') mutations.push({ path: [...leaf.path, '__proto__'], value: { polluted: true }, label: 'extra-key' });
  }
  return mutations;
}
