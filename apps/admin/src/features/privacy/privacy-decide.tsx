import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequestDetail } from '@app/contract';
import { errorMessageKey } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { usePrivacyAction } from './use-privacy-action';

/** The refusal's reason, which the player reads on their page (3 to 500 characters, as the server takes it). */
function RefuseModal({ onSubmit, onClose }: { onSubmit: (reason: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('refuseTitle')}
      okText={t('refuse')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('refuseText')}</p>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('refusalReason')}
          rules={[{ required: true, whitespace: true, min: 3, message: t('reasonRule') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}

/**
 * A pending closure: what stops processing it now (the player's money, a withdrawal), then process (anonymise, after
 * a confirmation) or refuse with a reason. Shown to roles with privacy.manage; the server decides.
 */
export function PrivacyDecide({ detail }: { detail: PrivacyRequestDetail }) {
  const { t } = useTranslation('privacy');
  const { message } = App.useApp();
  const { can } = useMe();
  const { run, pending } = usePrivacyAction();
  const [refusing, setRefusing] = useState(false);
  const r = detail.request;
  if (r.kind !== 'closure' || r.status !== 'pending') return null;
  const process = async () => {
    try {
      await run(r.id, { kind: 'process' });
      void message.success(t('processed'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {detail.blockers.map((code) => (
        <Alert key={code} type="warning" showIcon message={t(`errors:${errorMessageKey(code)}`)} />
      ))}
      {can('privacy.manage') && (
        <Space>
          <Popconfirm title={t('processConfirm')} onConfirm={() => void process()} okButtonProps={{ danger: true, loading: pending }}>
            <Button type="primary" danger icon={<DeleteOutlined />} disabled={detail.blockers.length > 0}>
              {t('process')}
            </Button>
          </Popconfirm>
          <Button icon={<CloseOutlined />} onClick={() => setRefusing(true)}>
            {t('refuse')}
          </Button>
        </Space>
      )}
      {refusing && (
        <RefuseModal
          onClose={() => setRefusing(false)}
          onSubmit={async (reason) => {
            await run(r.id, { kind: 'refuse', reason });
            void message.success(t('refused'));
          }}
        />
      )}
    </Space>
  );
}
