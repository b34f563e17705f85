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
