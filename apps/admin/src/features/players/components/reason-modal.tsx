import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_TEXT_MAX, reasonTextProblem } from '../api/adjustment-form';
import { problemRule } from './problem-rule';

export interface ReasonValues {
  reason: string;
  [extra: string]: unknown;
}

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  okText: string;
  danger?: boolean;
  /** Fields besides the reason (the reset message's language). */
  extra?: ReactNode;
  initialValues?: Partial<ReasonValues>;
  onSubmit: (values: ReasonValues) => Promise<void>;
  onClose: () => void;
}

/** Asks why before an action on an account: the reason goes to the audit trail with it. */
export function ReasonModal({ open, title, description, okText, danger, extra, initialValues, onSubmit, onClose }: Props) {
  const { t } = useTranslation('players');
  const [form] = Form.useForm<ReasonValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ReasonValues) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      form.resetFields();
      onClose();
    } catch (error) {
      // refine's HttpError carries the server's error in the operator's language.
      setFailure((error as { message?: string } | null)?.message ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      cancelText={t('refine:buttons.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
        {extra}
        <Form.Item
          name="reason"
          label={t('actions.reason')}
          required
          rules={[problemRule((value) => reasonTextProblem(typeof value === 'string' ? value : undefined), t)]}
        >
          <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
      {failure !== null && <Alert type="error" showIcon message={failure || t('errors:unknown')} />}
    </Modal>
  );
}
