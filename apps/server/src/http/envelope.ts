import type { FastifyReply } from 'fastify';
import {
  errorList,
  errorMessages,
  failureEnvelopeSchema,
  interpolate,
  type ErrorCode,
  type FailureEnvelope,
  type Language,
} from '@app/contract';

const MONEY = /^-?\d+\.\d{2}$/;

/** String and number values of `data` fill the message (limits: "{{min}}"); amounts take the language's decimal comma. */
function placeholders(data: Record<string, unknown> | undefined, language: Language): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'string') values[key] = language === 'pt' && MONEY.test(value) ? value.replace('.', ',') : value;
  }
  return values;
}

/** The success envelope of DESIGN.md. */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/**
 * The success envelope around a value already serialised (hot read paths
 * that keep their answers as text). The route then has no response schema
 * for 200: the value's shape is checked by the tests against the contract.
 */
export function okJson(reply: FastifyReply, valueJson: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${valueJson}}`);
}

/** Answers every error status of a route with the failure envelope (documents and checks the shape). */
export const errorResponses = { '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema } as const;

export function failure(code: ErrorCode, language: Language, details = '', data?: Record<string, unknown>): FailureEnvelope {
  const template = errorMessages[language][errorList[code].messageKey];
  // Templates like "Invalid data: {{details}}" read badly with nothing after the colon.
  const message = interpolate(template, { ...placeholders(data, language), details }).replace(/[:\s]+$/, '');
  return data ? { success: false, errorCode: code, message, data } : { success: false, errorCode: code, message };
}
