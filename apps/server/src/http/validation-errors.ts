import { errorMessages, interpolate, isValidationKey, validationMessages, type FieldError, type Language } from '@app/contract';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

type FieldTemplate = keyof (typeof errorMessages)['en']['field'];

const templateByCode: Record<string, FieldTemplate> = {
  invalid_type: 'invalid_type',
  too_small: 'too_small',
  too_big: 'too_big',
  invalid_format: 'invalid_format',
  invalid_value: 'invalid_value',
  unrecognized_keys: 'unrecognized_keys',
};

/** Contract schemas put a dotted message key on some checks ("cidr.format"); clients may branch on it. */
const messageKeyPattern = /^[a-z]+(\.[a-z]+)+$/;

/**
 * Field names come from the client (an unknown key, a record key): a NUL or a
 * lone surrogate in one is shown as U+FFFD, so the answer stays text every
 * client can read and the contract's response schemas accept.
 */
const printable = (name: string) => name.replace(/[\0\uD800-\uDFFF]/gu, '\uFFFD');

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * One translated entry per zod issue. A missing value is reported as
 * "required" (zod only says invalid_type), which is what a user can act on.
 */
export function toFieldErrors(issues: ZodFastifySchemaValidationError[], input: unknown, language: Language): FieldError[] {
  const templates = errorMessages[language].field;
  return issues.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const path = printable(segments.join('.'));
    const field = path || '-';
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      return { path, code: issue.keyword, message: interpolate(templates.unrecognized_keys, { keys: printable(keys.join(', ')) }) };
    }
    if (issue.keyword === 'invalid_type' && valueAt(input, segments) === undefined) {
      return { path, code: 'required', message: interpolate(templates.required, { field }) };
    }
    // Contract rules carry a form message key (reg_pattern_4): the same text the form shows.
    if (issue.message && isValidationKey(issue.message)) {
      return { path, code: issue.message, message: validationMessages[language][issue.message] };
    }
    const template = templateByCode[issue.keyword] ?? 'other';
    const code = issue.message && messageKeyPattern.test(issue.message) ? issue.message : issue.keyword;
    return { path, code, message: interpolate(templates[template], { field }) };
  });
}

/** A field problem a service finds (taken CPF, under age): a path and a validation message key. */
export interface FieldProblem {
  path: string;
  key: string;
}

/** Translates service-found field problems the same way as schema issues. */
export function translateProblems(problems: FieldProblem[], language: Language): FieldError[] {
  const templates = errorMessages[language].field;
  return problems.map(({ path, key }) => ({
    path,
    code: key,
    message: isValidationKey(key) ? validationMessages[language][key] : interpolate(templates.other, { field: path }),
  }));
}

/** Zod issues (a sealed payload parsed in the handler) in the shape Fastify's validator reports. */
export function fromZodIssues(
  issues: ReadonlyArray<{ code: string; path: PropertyKey[]; message: string; keys?: string[] }>,
): ZodFastifySchemaValidationError[] {
  return issues.map((issue) => ({
    keyword: issue.code,
    instancePath: issue.path.length ? `/${issue.path.map(String).join('/')}` : '',
    schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
    params: issue.keys ? { keys: issue.keys } : {},
    message: issue.message,
  })) as ZodFastifySchemaValidationError[];
}
