import type { ReactNode } from 'react';
import { Alert, Button, Col, Drawer, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  failure: string | null;
  saveTestId: string;
  /** The form, left; the phone preview, right. */
  children: ReactNode;
  preview: ReactNode;
}

/** The editing drawer of every content item: the form beside the player's view of it, save and cancel on top. */
export function FormDrawer({ open, title, onClose, onSave, saving, failure, saveTestId, children, preview }: FormDrawerProps) {
  const { t } = useTranslation('content');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={1100}
      title={title}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid={saveTestId}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          {children}
          {failure && <Alert type="error" showIcon message={failure} data-testid="content-form-error" />}
        </Col>
        <Col flex="290px">
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
            {t('preview.title')}
          </Typography.Text>
          {preview}
        </Col>
      </Row>
    </Drawer>
  );
}
