import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import type { CaptchaImage, OperatorLoginStep } from '@app/contract';
import { isApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/error-text';
import { CaptchaField } from './captcha-field';
import { fetchCaptcha, submitPassword } from './session-api';

interface PasswordValues {
  username: string;
  password: string;
  captcha?: string;
}

/** Step one: username and password; the image code joins once the sign-in ladder asks for it. */
export function PasswordStep({ onAccepted }: { onAccepted: (username: string, answer: OperatorLoginStep) => void }) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<PasswordValues>();
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const newCaptcha = () => {
    form.setFieldValue('captcha', '');
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  };
  const attempt = useMutation({
    mutationFn: submitPassword,
    onSuccess: (answer, body) => onAccepted(body.username, answer),
    onError: (error) => {
      form.setFieldValue('password', '');
      // Every answer of the ladder says whether the next attempt needs the image code; each code is good once.
      if (isApiError(error) && error.data.captcha === true) newCaptcha();
    },
  });
  const required = [{ required: true, message: t('common:fields.required') }];

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        attempt.mutate({
          username: values.username.trim(),
          password: values.password,
          ...(captcha && { captchaId: captcha.captchaId, captcha: values.captcha ?? '' }),
        })
      }
    >
      {attempt.error && <Alert type="error" showIcon message={errorText(attempt.error)} style={{ marginBottom: 16 }} />}
      <Form.Item name="username" label={t('signIn.username')} rules={required}>
        <Input autoComplete="username" autoFocus maxLength={40} size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('signIn.password')} rules={required}>
        <Input.Password autoComplete="current-password" maxLength={128} size="large" />
      </Form.Item>
      {captcha && <CaptchaField captcha={captcha} onRefresh={newCaptcha} />}
      <Button type="primary" htmlType="submit" block size="large" loading={attempt.isPending}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
