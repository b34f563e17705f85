import type { z } from 'zod';
import { coreOf, defOf, isOptional, isStrict } from './zod-def.js';

export type Path = Array<string | number>;

export type LeafKind = 'string' | 'number' | 'boolean' | 'choice' | 'object' | 'array' | 'record' | 'any';

/** A place in an input the fuzzer can break: its path, the field's schema as declared, and what it holds. */
export interface Leaf {
  path: Path;
  /** The field as the parent declares it (optional, default … included): it judges candidate values. */
  field: z.ZodType;
  /** The field without wrappers: the kind of value it takes. */
  core: z.ZodType;
  kind: LeafKind;
  /** The parent object refuses this key when it is missing. */
  required: boolean;
  /** Objects only: unknown keys are refused rather than stripped. */
  strict: boolean;
}

function kindOf(core: z.ZodType): LeafKind {
  const type = defOf(core).type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object' || type === 'array' || type === 'record')
    return type;
  if (type === 'enum' || type === 'literal') return 'choice';
  return 'any';
}

/** The union option the value belongs to (so paths follow the branch the base input took). */
function optionFor(core: z.ZodType, value: unknown): z.ZodType | undefined {
  const options = defOf(core).options ?? [];
  return options.find((option) => option.safeParse(value).success) ?? options[0];
}

/**
 * Every breakable place of `value` under `schema`, the value itself first:
 * object keys (present or not), the first element of arrays, the branch of a
 * union that the value takes.
 */
export function leavesOf(schema: z.ZodType, value: unknown, path: Path = [], required = true): Leaf[] {
  let core = coreOf(schema);
  for (let depth = 0; depth < 5 && defOf(core).type === 'union'; depth += 1) core = coreOf(optionFor(core, value) ?? core);
  const kind = kindOf(core);
  const leaf: Leaf = { path, field: schema, core, kind, required, strict: kind === 'object' && isStrict(core) };
  const def = defOf(core);
  const child = (key: string | number) =>
    value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  if (kind === 'object') {
    const shape = def.shape ?? {};
    return [leaf, ...Object.entries(shape).flatMap(([key, field]) => leavesOf(field, child(key), [...path, key], !isOptional(field)))];
  }
  if (kind === 'array' && def.element) return [leaf, ...leavesOf(def.element, child(0), [...path, 0], false)];
  if (kind === 'record' && def.valueType && value && typeof value === 'object') {
    const first = Object.keys(value)[0];
    return first === undefined ? [leaf] : [leaf, ...leavesOf(def.valueType, child(first), [...path, first], false)];
  }
  return [leaf];
}

/** A deep copy of `value` with `path` set to `next` (or removed when `remove`), creating objects on the way. */
export function withValueAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const root: unknown = value !== null && typeof value === 'object' ? structuredClone(value) : typeof path[0] === 'number' ? [] : {};
  let cursor = root as Record<string | number, unknown>;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      // defineProperty: a key named __proto__ must become an own key, as JSON.parse would make it.
      if (remove) delete cursor[key];
      else Object.defineProperty(cursor, key, { value: next, enumerable: true, writable: true, configurable: true });
      break;
    }
    const existing = cursor[key];
    if (existing === null || typeof existing !== 'object') cursor[key] = typeof path[i + 1] === 'number' ? [] : {};
    cursor = cursor[key] as Record<string | number, unknown>;
  }
  return root;
}
