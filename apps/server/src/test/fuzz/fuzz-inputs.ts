import fc from 'fast-check';
import type { z } from 'zod';
import { mutationsAt, type Location, type Mutation } from './malformed-values.js';
import { baseValues } from './zod-sample.js';
import { leavesOf, withValueAt } from './zod-leaves.js';

/** The parts of a request a route validates; `payload` is the inner payload of a sealed body. */
export type Part = 'params' | 'querystring' | 'body' | 'payload';
export type RouteSchemas = Partial<Record<Part, z.ZodType>>;

export interface FuzzInput {
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  body: unknown;
  payload: unknown;
  /** What was broken, for failure reports: "body.channelId:bad-int". */
  labels: string[];
  /** False only for inputs whose sole oddity is an unknown key a schema strips by design. */
  malformed: boolean;
}

type Base = Record<Part, unknown>;
interface Planned {
  base: number;
  part: Part;
  mutation: Mutation;
}

const locationOf = (part: Part): Location => (part === 'params' || part === 'querystring' ? 'text' : 'json');
const BASES = 4;

function basesOf(schemas: RouteSchemas, paramNames: string[], seed: number): Base[] {
  const parts = (['params', 'querystring', 'body', 'payload'] as const).map((part) => {
    const schema = schemas[part];
    if (schema) return baseValues(schema, BASES, seed);
    if (part === 'params') return [Object.fromEntries(paramNames.map((name) => [name, 'abc']))];
    return [part === 'querystring' ? {} : undefined];
  });
  return Array.from({ length: BASES }, (_, i) => ({
    params: parts[0]![i % parts[0]!.length],
    querystring: parts[1]![i % parts[1]!.length],
    body: parts[2]![i % parts[2]!.length],
    payload: parts[3]![i % parts[3]!.length],
  }));
}

/** Every mutation of every part of every base. Paths of a part without a schema are the URL's own parameters. */
function plan(schemas: RouteSchemas, paramNames: string[], bases: Base[]): Planned[] {
  const planned: Planned[] = [];
  const seen = new Set<string>();
  bases.forEach((base, index) => {
    for (const part of ['params', 'querystring', 'body', 'payload'] as const) {
      const schema = schemas[part];
      const leaves = schema
        ? leavesOf(schema, base[part])
        : part === 'params'
          ? paramNames.flatMap((name) => mutationsForBareParam(name))
          : [];
      for (const leaf of leaves) {
        for (const mutation of 'kind' in leaf ? mutationsAt(leaf, locationOf(part)) : [leaf]) {
          const key = `${part}:${mutation.path.join('.')}:${mutation.label}:${JSON.stringify(mutation.value ?? null).slice(0, 40)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          planned.push({ base: index, part, mutation });
        }
      }
    }
  });
  return planned;
}

/** A path parameter the route does not describe (file names, wildcards): text with the usual suspects. */
function mutationsForBareParam(name: string): Mutation[] {
  const values = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'a'.repeat(5000), '../../etc/passwd', `${2 ** 31}`, 'NaN', '%'];
  return values.map((value) => ({ path: [name], value, label: 'bare-param' }));
}

/** Two mutations of one place would hide each other: combinations break distinct places. */
const placeOf = ({ part, mutation }: Planned) => `${part}:${mutation.path.join('.')}`;

function apply(base: Base, steps: Planned[]): FuzzInput {
  const input: Record<Part, unknown> = { ...base };
  for (const { part, mutation } of steps) input[part] = withValueAt(input[part], mutation.path, mutation.value, mutation.remove);
  return {
    params: (input.params ?? {}) as Record<string, unknown>,
    querystring: (input.querystring ?? {}) as Record<string, unknown>,
    body: input.body,
    payload: input.payload,
    labels: steps.map(({ part, mutation }) => `${part}.${mutation.path.join('.')}:${mutation.label}`),
    malformed: steps.some(({ mutation }) => !mutation.harmless),
  };
}

/**
 * `count` malformed inputs of a route from its own schemas: every single
 * mutation once (in a seeded order) while there is room, then seeded
 * combinations of two or three on distinct places. A route that validates
 * nothing it could refuse gets unknown query keys, which are stripped
 * (`malformed: false`).
 */
export function fuzzInputs(schemas: RouteSchemas, paramNames: string[], count: number, seed: number): FuzzInput[] {
  const bases = basesOf(schemas, paramNames, seed);
  const planned = plan(schemas, paramNames, bases);
  // A harmless mutation (a lone surrogate a URL turns into U+FFFD) only travels beside a malformed one.
  const malformed = planned.filter(({ mutation }) => !mutation.harmless);
  if (malformed.length === 0) return strippedKeys(bases, count);
  const [order] = fc.sample(fc.shuffledSubarray(malformed, { minLength: malformed.length, maxLength: malformed.length }), {
    numRuns: 1,
    seed,
  });
  const singles = (order ?? malformed).slice(0, count).map((step) => apply(bases[step.base]!, [step]));
  const places = new Set(planned.map(placeOf)).size;
  const combos =
    places < 2
      ? []
      : fc.sample(
          fc.uniqueArray(fc.integer({ min: 0, max: planned.length - 1 }), {
            minLength: 2,
            maxLength: Math.min(3, places),
            selector: (i) => placeOf(planned[i]!),
          }),
          {
            numRuns: (count - singles.length) * 4,
            seed: seed + 1,
          },
        );
  const combined = combos
    .map((indexes) => indexes.map((i) => planned[i]!))
    .filter((steps) => steps.some(({ mutation }) => !mutation.harmless))
    .slice(0, count - singles.length)
    .map((steps) => apply(bases[steps[0]!.base]!, steps));
  // Few places to break (one path parameter): the single mutations again, on the other bases.
  const refill = Array.from({ length: Math.max(0, count - singles.length - combined.length) }, (_, k) =>
    apply(bases[(Math.floor(k / malformed.length) + 1) % bases.length]!, [malformed[k % malformed.length]!]),
  );
  return [...singles, ...combined, ...refill];
}

/** A route that validates nothing it could refuse: unknown query keys with the usual suspects, stripped by design. */
function strippedKeys(bases: Base[], count: number): FuzzInput[] {
  const values = ['x', '\u0000', '\uD800', 'a'.repeat(3000), `${2 ** 31}`, '', 'NaN'];
  return Array.from({ length: count }, (_, i) => ({
    ...bases[i % bases.length]!,
    params: (bases[0]!.params ?? {}) as Record<string, unknown>,
    querystring: { [`${['unexpected', 'bad\u0000key', '\uD800'][i % 3]}${i % values.length}`]: values[i % values.length] },
    labels: ['querystring:stripped-key'],
    malformed: false,
  }));
}
