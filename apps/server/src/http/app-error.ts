import { errorList, type ErrorCode } from '@app/contract';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorList[code].status;
  }
}

/**
 * Invalid input found after schema validation (a sealed payload, a merchant
 * rule): 400 request.invalid whose fields the error handler translates.
 * `problems` carry validation message keys; `issues` are raw zod issues.
 */
export class FieldsError extends AppError {
  constructor(
    readonly problems: Array<{ path: string; key: string }>,
    readonly issues?: { list: unknown[]; input: unknown },
  ) {
    super('request.invalid');
    this.name = 'FieldsError';
  }
}
