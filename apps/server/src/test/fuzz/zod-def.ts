import type { z } from 'zod';

/** The parts of a zod 4 schema definition the fuzzer reads (zod keeps them on `_zod.def`). */
export interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  /** String formats (z.iso.datetime, z.email) are their own check and carry their pattern. */
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string | number>;
}

export interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * The schema a client value meets first: wrappers (optional, default …) and
 * lazies removed, pipes reduced to their input side (what the client sends).
 */
export function coreOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
  return current;
}

export interface Bounds {
  min?: number;
  max?: number;
  minInclusive: boolean;
  maxInclusive: boolean;
  int: boolean;
  minLength?: number;
  maxLength?: number;
  patterns: RegExp[];
  format?: string;
}

/** Length, range, pattern and format checks of one schema (not of its wrappers). */
export function boundsOf(schema: z.ZodType): Bounds {
  const def = defOf(schema);
  const bounds: Bounds = { minInclusive: true, maxInclusive: true, int: false, patterns: [], ...(def.format && { format: def.format }) };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && c.minimum !== undefined) bounds.minLength = Math.max(bounds.minLength ?? 0, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, c.maximum);
    if (c.check === 'length_equals' && c.value !== undefined) bounds.minLength = bounds.maxLength = c.value;
    if (c.check === 'string_format' && c.pattern) bounds.patterns.push(c.pattern);
    if (c.check === 'string_format' && c.format && c.format !== 'regex') bounds.format = c.format;
    if (c.check === 'number_format') bounds.int = true;
    if (c.check === 'greater_than' && c.value !== undefined && (bounds.min === undefined || c.value >= bounds.min)) {
      bounds.min = c.value;
      bounds.minInclusive = c.inclusive ?? false;
    }
    if (c.check === 'less_than' && c.value !== undefined && (bounds.max === undefined || c.value <= bounds.max)) {
      bounds.max = c.value;
      bounds.maxInclusive = c.inclusive ?? false;
    }
  }
  if (def.pattern) bounds.patterns.push(def.pattern);
  return bounds;
}

/** Whether an object key may be left out (optional, or filled by a default). */
export const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** Unknown keys are refused (`.strict()`), not stripped. */
export function isStrict(schema: z.ZodType): boolean {
  const catchall = defOf(schema).catchall;
  return catchall !== undefined && defOf(catchall).type === 'never';
}
