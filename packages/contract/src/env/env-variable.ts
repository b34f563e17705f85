/**
 * Environment variables as zod schemas that document themselves. Each one says what it does, its default, the values
 * it takes and what a production start asks of it; the platform server and the game server parse their configuration
 * with these schemas, and scripts/config-docs.ts writes docs/configuration.md from the same objects, so the page cannot
 * drift from what the code accepts. (Server-side only: imported as `@app/contract/env`, never by the web app.)
 */
import { z } from 'zod';

/** What a variable's author writes about it; the rest is read from its schema. */
export interface VariableDoc {
  /** What it does (sentences, Markdown). */
  text: string;
  /** What leaving it unset means when its schema has no default value of its own ("generated", "off", …). */
  unset?: string;
  /** The values it takes, when the schema's own rule (a pattern, a transform) does not read well on its own. */
  allowed?: string;
  /** What NODE_ENV=production asks of it, when anything ("must be chosen", "refused", …). */
  production?: string;
}

/** A variable as docs/configuration.md shows it. */
export interface VariableEntry {
  name: string;
  default: string;
  allowed: string | undefined;
  production: string | undefined;
  text: string;
}

/** The variables one module owns, under a title, with the file that defines them (its `import.meta.url`). */
export interface EnvSection<S extends z.ZodRawShape = z.ZodRawShape> {
  title: string;
  file: string;
  schema: z.ZodObject<S>;
}

const entries = z.registry<Omit<VariableEntry, 'name'>>();

/** Deployment scripts often pass `VAR=` for "unset"; treat blank as absent. */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault || schema instanceof z.ZodOptional ? unwrapped(schema.def.innerType as z.ZodType) : schema;
}

function defaultOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return schema instanceof z.ZodOptional ? 'unset' : 'none: required';
}

function numberRule(schema: z.ZodNumber): string {
  const kind = schema.isInt ? 'an integer' : 'a number';
  const min = schema.minValue !== null && Math.abs(schema.minValue) < UNBOUNDED ? schema.minValue : undefined;
  const max = schema.maxValue !== null && Math.abs(schema.maxValue) < UNBOUNDED ? schema.maxValue : undefined;
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind}, ${min} or more`;
  return max === undefined ? kind : `${kind}, ${max} or less`;
}

function stringRule(schema: z.ZodString): string | undefined {
  const rules = [
    schema.format === 'url' ? 'a URL' : undefined,
    schema.minLength !== null ? `at least ${schema.minLength} characters` : undefined,
    schema.maxLength !== null ? `at most ${schema.maxLength} characters` : undefined,
  ].filter(Boolean);
  return rules.length ? rules.join(', ') : undefined;
}

function allowedOf(schema: z.ZodType): string | undefined {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodEnum) return inner.options.map((option) => `\`${String(option)}\``).join(', ');
  if (inner instanceof z.ZodNumber) return numberRule(inner);
  if (inner instanceof z.ZodString) return stringRule(inner);
  return undefined;
}

/** The zod description: the four things a reader asks of a variable, in one paragraph. */
function describe(entry: Omit<VariableEntry, 'name'>): string {
  const allowed = entry.allowed ? ` Allowed: ${entry.allowed}.` : '';
  return `${entry.text}${allowed} Default: ${entry.default}. Production: ${entry.production ?? 'not required'}.`;
}

/**
 * One variable: its schema (a blank value counts as unset) described by `doc`. The default and the allowed values
 * come from the schema itself (`.default()`, enum options, number bounds, URL and length rules) unless `doc` says them.
 */
export function envVariable<T extends z.ZodType>(schema: T, doc: VariableDoc) {
  const entry = {
    text: doc.text,
    default: doc.unset ?? defaultOf(schema),
    allowed: doc.allowed ?? allowedOf(schema),
    production: doc.production,
  };
  const variable = z.preprocess(blankIsUnset, schema).describe(describe(entry));
  entries.add(variable, entry);
  return variable;
}

export function envSection<S extends z.ZodRawShape>(title: string, file: string, shape: S): EnvSection<S> {
  return { title, file, schema: z.object(shape) };
}

/** The section's variables as docs/configuration.md lists them; a variable made without envVariable has no place there. */
export function documentedVariables(section: EnvSection): VariableEntry[] {
  return Object.entries(section.schema.shape).map(([name, schema]) => {
    const entry = entries.get(schema as z.ZodType);
    if (!entry) throw new Error(`${name} (${section.title}) is not declared with envVariable(), so it has no documentation`);
    return { name, ...entry };
  });
}

/** Zod's issues as `NAME: message` lines, the form every refused start prints. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
