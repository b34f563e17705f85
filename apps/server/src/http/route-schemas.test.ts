import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** `z.string(` or `z.coerce`, also split over lines (`z\n  .string()`). */
const RAW_ZOD = /\bz\s*\.\s*(string\s*\(|coerce\b)/g;
const lineOf = (match: RegExpExecArray) => (match.input.slice(0, match.index).match(/\n/g)?.length ?? 0) + 1;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.routes.ts') ? [path] : [];
  });
}

/*
 * The contract's text() refuses NUL and lone surrogates, and its idTextSchema
 * and queryInt() keep numbers inside their columns (issue 27). A raw
 * z.string() or z.coerce in a route would let those reach the database again;
 * route-fuzz.test.ts finds the consequence, this finds the cause by name.
 */
describe('route schemas', () => {
  it('build strings and query numbers from the contract, never with raw z.string() or z.coerce', () => {
    const raw = routeFiles(root).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(RAW_ZOD)].map(
        (match) => `${relative(root, path)}:${lineOf(match)}: ${match[0].replace(/\s+/g, '')}`,
      ),
    );
    expect(raw).toEqual([]);
  });
});
