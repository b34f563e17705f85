import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { OperatorSession } from '@app/contract';
import { isApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/error-text';
import { submitCode } from './session-api';
import { isTicketError, type SignInState } from './sign-in-machine';
import { TotpEnrolment } from './totp-enrolment';

interface CodeStepProps {
  state: Extract<SignInState, { step: 'enrol' | 'code' }>;
  onSession: (session: OperatorSession) => void;
  onTicketRejected: (errorCode: string) => void;
  onRestart: () => void;
}

const CODE = /^\d{6}$/;

/** Step two: the authenticator's code, after the enrolment's QR code when the operator has no second factor yet. */
export function CodeStep({ state, onSession, onTicketRejected, onRestart }: CodeStepProps) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<{ code: string }>();
  const attempt = useMutation({
    mutationFn: submitCode,
    onSuccess: onSession,
    onError: (error) => {
      form.setFieldValue('code', '');
      if (isApiError(error) && isTicketError(error.errorCode)) onTicketRejected(error.errorCode);
    },
  });
  const send = (code: string) => {
    if (CODE.test(code) && !attempt.isPending) attempt.mutate({ ticket: state.ticket, code });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={({ code }) => send(code)}>
      {state.step === 'enrol' ? (
        <TotpEnrolment secret={state.secret} otpauthUri={state.otpauthUri} />
      ) : (
        <Typography.Paragraph type="secondary">{t('code.intro')}</Typography.Paragraph>
      )}
      {attempt.error && <Alert type="error" showIcon message={errorText(attempt.error)} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="code"
        label={t('code.label')}
        rules={[{ required: true, pattern: CODE, message: t('common:fields.operator_totp_format') }]}
      >
        {/* The sixth digit sends the code: an authenticator code is read off and typed in one go. */}
        <Input.OTP length={6} size="large" autoFocus formatter={(text) => text.replace(/\D/g, '')} onChange={send} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={attempt.isPending}>
        {t('code.submit')}
      </Button>
      <Button type="link" block onClick={onRestart} style={{ marginTop: 8 }}>
        {t('signIn.restart')}
      </Button>
    </Form>
  );
}
