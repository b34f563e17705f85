import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../api/use-decisions';

interface Props {
  decision: Decision;
  title: string;
  /** What the decision does, in the operator's words (pays out, waits for a second approval, moves the balance …). */
  description: ReactNode;
  /** The longest note the server keeps (200 for a withdrawal's reason, 500 for an adjustment's note). */
  noteMax: number;
  /** A rejection says why; an approval may. */
  noteRequired: boolean;
  onSubmit: (note: string | undefined) => Promise<void>;
  onClose: () => void;
}

/**
 * Confirms an approval or a rejection, with its note. A refusal (another operator must approve, already decided)
 * shows here in the operator's language, beside what they typed, and the modal stays open.
 */
export function DecisionModal({ decision, title, description, noteMax, noteRequired, onSubmit, onClose }: Props) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<{ note?: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ note }: { note?: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(note?.trim() || undefined);
      onClose();
    } catch (error) {
      setFailure((error as { message?: string } | null)?.message || t('errors:unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t(`decision.${decision}`)}
      okButtonProps={{ danger: decision === 'reject', loading: busy }}
      cancelText={t('refine:buttons.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{description}</div>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="note"
          label={t(noteRequired ? 'decision.reasonRequired' : 'decision.reasonOptional')}
          rules={[{ required: noteRequired, whitespace: true, min: noteRequired ? 3 : 0, message: t('decision.reasonRule') }]}
        >
          <Input.TextArea rows={3} maxLength={noteMax} showCount autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
