import {
  errorList,
  errorMessages,
  failureEnvelopeSchema,
  interpolate,
  type ErrorCode,
  type FailureEnvelope,
  type Language,
} from '@app/contract';

/** The success envelope of DESIGN.md. */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** Answers every error status of a route with the failure envelope (documents and checks the shape). */
export const errorResponses = { '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema } as const;

export function failure(
  code: ErrorCode,
  language: Language,
  details = '',
  data?: Record<string, unknown>,
): FailureEnvelope {
  const template = errorMessages[language][errorList[code].messageKey];
  // Templates like "Invalid data: {{details}}" read badly with nothing after the colon.
  const message = interpolate(template, { details }).replace(/[:\s]+$/, '');
  return data ? { success: false, errorCode: code, message, data } : { success: false, errorCode: code, message };
}
