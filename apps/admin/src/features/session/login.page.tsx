import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@refinedev/core';
import { Alert, Typography } from 'antd';
import type { OperatorSession } from '@app/contract';
import { errorMessageKey } from '../../lib/api/api-error';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { initialSignIn, signInReducer } from './sign-in-machine';

/**
 * Signing in: password, then the second factor (enrolled on the way when missing); the session goes to refine.
 * `expired`: a dead session sent the operator here (the auth provider's EXPIRED_PATH), and the page says so.
 */
export function LoginPage({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation('session');
  const [state, dispatch] = useReducer(signInReducer, expired ? 'operator.session.expired' : undefined, initialSignIn);
  const { mutate: login } = useLogin<OperatorSession>();
  const title = state.step === 'enrol' ? t('enrol.title') : state.step === 'code' ? t('code.title') : t('signIn.title');

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {state.step === 'password' && state.notice && (
        <Alert type="warning" showIcon message={t(`errors:${errorMessageKey(state.notice)}`)} style={{ marginBottom: 16 }} />
      )}
      {state.step === 'password' ? (
        <PasswordStep onAccepted={(username, answer) => dispatch({ type: 'passwordAccepted', username, answer })} />
      ) : (
        <CodeStep
          key={state.ticket}
          state={state}
          onSession={(session) => login(session)}
          onTicketRejected={(errorCode) => dispatch({ type: 'ticketRejected', errorCode })}
          onRestart={() => dispatch({ type: 'restart' })}
        />
      )}
    </>
  );
}
