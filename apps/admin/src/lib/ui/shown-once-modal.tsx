import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Typography } from 'antd';

interface ShownOnceModalProps {
  title: ReactNode;
  /** What the secret is: "Temporary password of ana". */
  label: ReactNode;
  /** Null keeps the modal closed. */
  secret: string | null;
  extra?: ReactNode;
  onClose: () => void;
}

/**
 * A secret the server keeps only as a hash (a new key, a temporary password), shown this once with a copy button.
 * Closing needs the button: a click beside the modal must not lose it.
 */
export function ShownOnceModal({ title, label, secret, extra, onClose }: ShownOnceModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('shownOnce.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('shownOnce.warning')} style={{ marginBottom: 16 }} />
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Paragraph code copyable={{ text: secret ?? '' }} style={{ fontSize: 16, marginTop: 4 }} data-testid="shown-once-secret">
        {secret}
      </Typography.Paragraph>
      {extra}
    </Modal>
  );
}
