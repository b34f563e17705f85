import { z } from 'zod';
import { text } from './safe-text.js';

/** Every API answer is wrapped in this envelope (DESIGN.md, Server). */
export const successEnvelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const fieldErrorSchema = z.object({
  path: text(),
  code: text(),
  message: text(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: text(),
  message: text(),
  /** Extra facts a client reacts to, e.g. `{ captcha: true }` or field errors. */
  data: z.record(text(), z.unknown()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export type Envelope<T> = { success: true; value: T } | FailureEnvelope;
