import { useTranslation } from 'react-i18next';
import { Flex, QRCode, Typography } from 'antd';
import { groupedSecret } from './sign-in-machine';

/**
 * The new secret as a QR code of its otpauth URI (antd's QRCode, drawn as SVG in the browser: the secret never
 * leaves the page for an image service) and as text for typing by hand.
 */
export function TotpEnrolment({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const { t } = useTranslation('session');
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('enrol.intro')}</Typography.Text>
      <Flex gap={16} align="center">
        <QRCode value={otpauthUri} type="svg" size={148} errorLevel="M" style={{ flex: 'none' }} data-testid="totp-qr" />
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('enrol.scan')}</Typography.Text>
          <Typography.Text type="secondary">{t('enrol.manual')}</Typography.Text>
          <Typography.Text code copyable={{ text: secret }} data-testid="totp-secret">
            {groupedSecret(secret)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Typography.Text strong>{t('enrol.type')}</Typography.Text>
    </Flex>
  );
}
