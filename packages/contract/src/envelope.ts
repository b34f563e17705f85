import { z } from 'zod';

/** Every API answer is wrapped in this envelope (DESIGN.md, Server). */
export const successEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** Extra facts a client reacts to, e.g. `{ captcha: true }` or field errors. */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export type Envelope<T> = { success: true; value: T } | FailureEnvelope;
