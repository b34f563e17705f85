import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './i18n/index.js';
import { text } from './safe-text.js';

describe('text()', () => {
  it('takes ordinary text, accents and emoji (surrogate pairs)', () => {
    for (const value of ['', 'joão_99', 'Olá, mundo', 'ganhei 😀', 'tab\tand\nnewline'])
      expect(text().safeParse(value).success, value).toBe(true);
  });

  it('refuses NUL and lone surrogates with the text_characters message', () => {
    for (const value of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDE00\uD83D']) {
      const issues = text().safeParse(value).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.message),
        JSON.stringify(value),
      ).toEqual(['text_characters']);
    }
  });

  it('reports only the character problem when later checks would fail too', () => {
    const username = text()
      .trim()
      .regex(/^[a-z]{1,5}$/, { message: 'reg_pattern_4' })
      .max(5);
    expect(username.safeParse('toolong\u0000').error?.issues.map((issue) => issue.message)).toEqual(['text_characters']);
  });

  it('has its message in both languages', () => {
    expect(validationMessages.pt.text_characters).toMatch(/NUL/);
    expect(validationMessages.en.text_characters).toMatch(/NUL/);
    expect(validationMessages.pt.text_characters).not.toEqual(validationMessages.en.text_characters);
  });
});

/** `z.string(` or `z.coerce`, also split over lines (`z\n  .string()`). */
const RAW_ZOD = /\bz\s*\.\s*(string\s*\(|coerce\b)/g;
const lineOf = (match: RegExpExecArray) => (match.input.slice(0, match.index).match(/\n/g)?.length ?? 0) + 1;

/** Every source file of the contract but the building blocks themselves and tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.startsWith('safe-') ? [path] : [];
  });
}

describe('the contract schemas', () => {
  it('build strings with text() and query numbers with queryInt()/idTextSchema, never raw zod', () => {
    const root = import.meta.dirname;
    const raw = sources(root).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(RAW_ZOD)].map(
        (match) => `${relative(root, path)}:${lineOf(match)}: ${match[0].replace(/\s+/g, '')}`,
      ),
    );
    expect(raw).toEqual([]);
  });
});
