import { errorForLog } from '../../http/error-log.js';

/** The longest failure message kept on a job (the operator's list shows it). */
const MESSAGE_MAX = 500;

/**
 * What a failed pass leaves in the log and on its job: the message only, scrubbed as the error log scrubs it (Drizzle's
 * statement parameters and a data exception's values removed). A Drizzle "Failed query" names the statement, not the
 * fault: the database's own message (its cause) says what went wrong.
 */
export function jobErrorMessage(error: unknown): string {
  const logged = errorForLog(error);
  const message = logged.message.startsWith('Failed query') && logged.cause ? logged.cause.message : logged.message;
  return (message || logged.type).slice(0, MESSAGE_MAX);
}
