/**
 * How an error is written to the log: what an engineer needs to find the
 * fault (type, message, stack, SQLSTATE, constraint, the cause chain) and
 * nothing a user typed. Drizzle's query errors carry the statement's
 * parameters (usernames, CPFs) in `params` and in their message; PostgreSQL's
 * errors carry values in `detail` ("Key (username)=(ana) already exists") and,
 * for data exceptions (class 22), in the message itself ('invalid input
 * syntax for type integer: "x"'). Those are dropped or cut here.
 */
const MAX_CAUSES = 4;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
}

/** Drops Drizzle's "\nparams: …" line (up to the stack's frames) from a message or stack. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

function scrubMessage(message: string, code: string | undefined): string {
  // A data exception's message quotes the offending value.
  if (code && /^22[0-9A-Z]{3}$/.test(code)) return message.replace(/(:\s*)".*"\s*$/s, '$1[redacted]').replace(/"[^"]*"/g, '"[redacted]"');
  return withoutParams(message);
}

const stringField = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function errorForLog(error: unknown, depth = 0): LoggedError {
  // Only real errors are described: a plain object logged as `err` could carry anything a user sent.
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' };
  const e = error as Error & Record<string, unknown>;
  const code = stringField(e.code);
  const message = scrubMessage(String(e.message ?? ''), code);
  const logged: LoggedError = {
    type: stringField(e.name) ?? stringField(e.constructor?.name) ?? 'Error',
    message,
    stack: typeof e.stack === 'string' ? e.stack.replace(String(e.message ?? ''), message) : '',
  };
  if (code) logged.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = stringField(e[key]);
    if (value) logged[key] = value;
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorForLog(e.cause, depth + 1);
  return logged;
}
