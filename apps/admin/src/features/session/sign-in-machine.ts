import type { OperatorLoginStep } from '@app/contract';

/**
 * Where the two-step sign-in stands. The password step answers a ticket; with it comes either the request for a
 * code (`code`) or, for an operator without a second factor yet, the secret to enrol (`enrol`), whose first code
 * confirms it. The session itself then goes to refine's login.
 */
export type SignInState =
  | { step: 'password'; notice?: SignInNotice }
  | { step: 'enrol'; username: string; ticket: string; secret: string; otpauthUri: string }
  | { step: 'code'; username: string; ticket: string };

/**
 * Why the password step is shown again, as the error code whose text says it: the session ended
 * (`operator.session.expired`), the ticket of step two ran out, or too many wrong codes locked the sign-in.
 */
export type SignInNotice = string;

export type SignInEvent =
  | { type: 'passwordAccepted'; username: string; answer: OperatorLoginStep }
  | { type: 'ticketRejected'; errorCode: string }
  | { type: 'restart' };

export function initialSignIn(notice?: SignInNotice): SignInState {
  return notice ? { step: 'password', notice } : { step: 'password' };
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'passwordAccepted': {
      if (state.step !== 'password') return state;
      const { answer, username } = event;
      if (answer.next === 'enrol') {
        return { step: 'enrol', username, ticket: answer.ticket, secret: answer.secret, otpauthUri: answer.otpauthUri };
      }
      return { step: 'code', username, ticket: answer.ticket };
    }
    case 'ticketRejected':
      // The ticket lives five minutes and dies with a locked sign-in: only the password gives a new one.
      return state.step === 'password' ? state : initialSignIn(event.errorCode);
    case 'restart':
      return initialSignIn();
  }
}

/** The server's answer to a code that means "start again" rather than "type it again". */
export function isTicketError(errorCode: string): boolean {
  return errorCode === 'operator.ticket.invalid' || errorCode === 'login.account.locked';
}

/** The secret as an authenticator app asks for it when typed by hand: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
