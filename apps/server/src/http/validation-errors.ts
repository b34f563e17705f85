import { errorMessages, interpolate, type FieldError, type Language } from '@app/contract';
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
export function toFieldErrors(
  issues: ZodFastifySchemaValidationError[],
  input: unknown,
  language: Language,
): FieldError[] {
  const templates = errorMessages[language].field;
  return issues.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const path = segments.join('.');
    const field = path || '-';
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      return { path, code: issue.keyword, message: interpolate(templates.unrecognized_keys, { keys: keys.join(', ') }) };
    }
    if (issue.keyword === 'invalid_type' && valueAt(input, segments) === undefined) {
      return { path, code: 'required', message: interpolate(templates.required, { field }) };
    }
    const template = templateByCode[issue.keyword] ?? 'other';
    const code = issue.message && messageKeyPattern.test(issue.message) ? issue.message : issue.keyword;
    return { path, code, message: interpolate(templates[template], { field }) };
  });
}
