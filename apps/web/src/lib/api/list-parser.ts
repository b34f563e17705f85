import type { Parser } from './api-client';

/** An array of items each checked by `item` (a contract schema), without importing zod here. */
export function listOf<T>(item: Parser<T>): Parser<T[]> {
  return {
    parse: (value) => {
      if (!Array.isArray(value)) throw new TypeError('expected a list');
      return value.map((entry) => item.parse(entry));
    },
  };
}
