import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/error-text';

const REASON_MIN = 3;
const REASON_MAX = 200;

export interface DecisionValues {
  reason?: string;
  referrerReward?: string;
  friendReward?: string;
}

/**
 * Asks for a decision's reason (required for a rejection: the member reads it) and, for a referral approval, the
 * amounts to pay instead of the rules' own.
 */
export function DecisionModal(props: {
  open: boolean;
  decision: 'approve' | 'reject';
  amounts?: { referrerReward: string; friendReward: string } | undefined;
  onClose: () => void;
  onDecide: (values: DecisionValues) => Promise<void>;
}) {
  const { t } = useTranslation('promotions');
  const [form] = Form.useForm<DecisionValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reject = props.decision === 'reject';
  const submit = async (values: DecisionValues) => {
    setFailure(null);
    setBusy(true);
    try {
      const reason = values.reason?.trim();
      await props.onDecide({ ...values, ...(reason ? { reason } : { reason: undefined }) });
      form.resetFields();
      props.onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={reject ? t('rejectTitle') : t('approveTitle')}
      okText={reject ? t('reject') : t('approve')}
      okButtonProps={{ danger: reject, loading: busy, id: 'decision-confirm' }}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={props.amounts ?? {}}>
        {props.amounts && !reject ? (
          <>
            <Form.Item name="referrerReward" label={t('rules.referrerReward')} extra={t('help.override')}>
              <Input addonBefore="R$" inputMode="decimal" />
            </Form.Item>
            <Form.Item name="friendReward" label={t('rules.friendReward')}>
              <Input addonBefore="R$" inputMode="decimal" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="reason"
          label={reject ? t('reason') : t('note')}
          rules={
            reject
              ? [{ required: true, min: REASON_MIN, message: t('reasonRequired') }]
              : [{ min: REASON_MIN, message: t('reasonRequired') }]
          }
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="decision-reason" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
