import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, Input } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { CaptchaImage } from '@app/contract';
import { captchaSrc } from './session-api';

/** The image code beside its input; the button loads another image. */
export function CaptchaField({ captcha, onRefresh }: { captcha: CaptchaImage; onRefresh: () => void }) {
  const { t } = useTranslation('session');
  return (
    <Form.Item label={t('signIn.captcha')} required>
      <Flex gap={8} align="center">
        <Form.Item name="captcha" noStyle rules={[{ required: true, pattern: /^\d{1,6}$/, message: t('common:fields.required') }]}>
          <Input inputMode="numeric" autoComplete="off" maxLength={6} size="large" />
        </Form.Item>
        <img src={captchaSrc(captcha.image)} alt="" width={96} height={36} />
        <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('signIn.captchaRefresh')} title={t('signIn.captchaRefresh')} />
      </Flex>
    </Form.Item>
  );
}
