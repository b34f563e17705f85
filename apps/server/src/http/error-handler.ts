import { errorList, type ErrorCode, type Language } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dataExceptionState } from '../db/sql-state.js';
import { LedgerError } from '../modules/ledger/ledger-errors.js';
import { AppError, FieldsError } from './app-error.js';
import { failure } from './envelope.js';
import { requestLanguage } from './language.js';
import { ledgerRefusalCodes } from './ledger-refusals.js';
import { fromZodIssues, toFieldErrors, translateProblems } from './validation-errors.js';
import type { FieldError } from '@app/contract';

interface Classified {
  code: ErrorCode;
  details?: string;
  data?: Record<string, unknown>;
  /** SQLSTATE of a data exception: bad input the schemas let through to the database. */
  unvalidated?: string;
}

/** Logged when the database, not a schema, refused a value; tests look for it (a gap in a schema). */
export const UNVALIDATED_INPUT_LOG = 'input reached the database unvalidated';

/** Server-side detail for a body that is not even JSON; the contract has the surrounding sentence. */
const malformedBody: Record<Language, string> = { pt: 'corpo da requisição malformado', en: 'malformed request body' };

const codeByStatus: Record<number, ErrorCode> = {
  404: 'request.not.found',
  413: 'request.too.large',
  415: 'request.unsupported.media',
  429: 'request.rate.limited',
};

function invalidFields(fields: FieldError[]): Classified {
  return { code: 'request.invalid', details: fields.map((f) => f.message).join('; '), data: { fields } };
}

function classify(error: FastifyError, request: FastifyRequest, language: Language): Classified {
  if (error instanceof FieldsError) {
    const fromIssues = error.issues
      ? toFieldErrors(fromZodIssues(error.issues.list as Parameters<typeof fromZodIssues>[0]), error.issues.input, language)
      : [];
    return invalidFields([...fromIssues, ...translateProblems(error.problems, language)]);
  }
  if (error instanceof AppError) return { code: error.code, data: error.data };
  if (error instanceof LedgerError) return { code: ledgerRefusalCodes[error.reason], data: error.detail };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const input = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
    return invalidFields(toFieldErrors(error.validation, input, language));
  }
  // The client sent a value the column refuses: still the client's mistake (400), never a 500.
  const unvalidated = dataExceptionState(error);
  if (unvalidated) return { code: 'request.invalid', unvalidated };
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) return { code: 'system.unknown' };
  const byStatus = codeByStatus[status];
  if (byStatus) return { code: byStatus };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { code: 'request.invalid', details: malformedBody[language] };
  }
  return { code: 'request.invalid' };
}

/**
 * The one error handler: every failure leaves as the envelope of the contract
 * error list, translated; 5xx are logged with their stack and answered with
 * the generic text only, so internals never reach the client.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = requestLanguage(request);
  const { code, details, data, unvalidated } = classify(error, request, language);
  const status = errorList[code].status;
  // An AppError or a LedgerError is a decision (maintenance, refusal); anything else answering 5xx is a fault.
  const decided = error instanceof AppError || error instanceof LedgerError;
  if (unvalidated) request.log.error({ err: error, sqlState: unvalidated }, UNVALIDATED_INPUT_LOG);
  else if (status >= 500 && !decided) request.log.error({ err: error }, 'request failed');
  else request.log.info({ errorCode: code }, 'request refused');
  return reply.code(status).send(failure(code, language, details, data));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
