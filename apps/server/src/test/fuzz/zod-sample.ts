import { SAFE_TEXT_PATTERN } from '@app/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { randomCpf } from '../accounts.js';
import { boundsOf, coreOf, defOf, isOptional } from './zod-def.js';

/**
 * Values that pass refinements a generator cannot guess (a CPF's check
 * digits, an amount typed by a player, a comma list of content types), by
 * field name. Candidates are still checked against the schema.
 */
const examplesByKey: Record<string, () => unknown[]> = {
  idNumber: () => [randomCpf()],
  holderCpf: () => [randomCpf()],
  amount: () => ['10', '12.50', '1.00'],
  types: () => ['PL', 'PR,B', 'A,H'],
  origin: () => ['https://demo.example'],
  email: () => ['ana@example.com'],
  cidrs: () => [['10.0.0.0/8']],
  countries: () => [['BR']],
  period: () => ['2024-01-01'],
  birthday: () => ['1990-05-17'],
  startDate: () => ['2024-01-01'],
  endDate: () => ['2024-01-31'],
  pictures: () => [[]],
};

const CONFIRM = /^confirm([A-Z]\w*)$/;

/** `confirmX` repeats `x` (or `newX`'s spelling as written): confirmations are checked for equality. */
function withConfirmations(value: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(value)) {
    const match = CONFIRM.exec(key);
    if (!match?.[1]) continue;
    const original = match[1].charAt(0).toLowerCase() + match[1].slice(1);
    if (original in value) value[key] = value[original];
  }
  return value;
}

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const b = boundsOf(schema);
  if (b.format === 'datetime') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (b.format === 'email') return fc.constant('ana@example.com');
  if (b.format === 'url') return fc.constant('https://demo.example/x');
  const pattern = b.patterns.find((p) => p.source !== SAFE_TEXT_PATTERN.source);
  const minLength = b.minLength ?? 0;
  const maxLength = Math.min(b.maxLength ?? 24, Math.max(minLength, 24));
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (b.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot read (lookarounds): plain text, checked against the schema later.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const b = boundsOf(schema);
  const min = Math.max(b.min === undefined ? -1000 : b.minInclusive ? b.min : b.min + 1, -1_000_000);
  const max = Math.min(b.max === undefined ? 1000 : b.maxInclusive ? b.max : b.max - 1, 1_000_000);
  return b.int ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }) : fc.double({ min, max, noNaN: true });
}

/**
 * Plausible values of a schema (most of them valid), for the fuzzer's base
 * inputs: each malformed input is one of these with a field or two broken, so
 * the broken field is the only thing between the request and the database.
 */
export function sampleArbitrary(schema: z.ZodType, key?: string): fc.Arbitrary<unknown> {
  const examples = key ? examplesByKey[key] : undefined;
  const generated = generatedArbitrary(schema);
  return examples ? fc.oneof({ arbitrary: fc.constantFrom(...examples()), weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
}

function generatedArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(sampleArbitrary(def.innerType as z.ZodType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(sampleArbitrary(def.innerType as z.ZodType), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleArbitrary(def.innerType as z.ZodType);
    case 'lazy':
    case 'pipe':
      return sampleArbitrary(coreOf(schema));
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => sampleArbitrary(option)));
    case 'array': {
      const b = boundsOf(schema);
      return fc.array(sampleArbitrary(def.element as z.ZodType), {
        minLength: b.minLength ?? 0,
        maxLength: Math.min(b.maxLength ?? 3, Math.max(b.minLength ?? 0, 3)),
      });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((k) => [k, sampleArbitrary(shape[k] as z.ZodType, k)]));
      const requiredKeys = keys.filter((k) => !isOptional(shape[k] as z.ZodType));
      return fc.record(model, { requiredKeys }).map((value) => withConfirmations({ ...value }));
    }
    case 'record': {
      const keyDef = defOf(coreOf(def.keyType as z.ZodType));
      if (keyDef.type !== 'enum') return fc.constant({});
      const keys = Object.values(keyDef.entries ?? {}).map(String);
      return fc
        .tuple(...keys.map(() => sampleArbitrary(def.valueType as z.ZodType)))
        .map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]])));
    }
    default:
      // unknown, any, transforms: the handler checks these itself; null is a fine start.
      return fc.constant(null);
  }
}

/**
 * `count` base values of a schema, valid ones first: candidates the schema
 * accepts, else (a refinement no generator meets) whatever was generated.
 */
export function baseValues(schema: z.ZodType, count: number, seed: number): unknown[] {
  const candidates = fc.sample(sampleArbitrary(schema), { numRuns: count * 8, seed });
  const valid = candidates.filter((value) => schema.safeParse(value).success);
  return (valid.length ? valid : candidates).slice(0, count);
}
