import { useState, type ReactNode } from 'react';
import { Alert, App, Form, Modal, Typography, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionError } from './use-agent-actions';

interface AgentFormModalProps<Values extends object> {
  title: string;
  okText: string;
  /** What the change does, read before it is made (rules, limits). */
  hint?: string;
  pending: boolean;
  initialValues: FormProps<Values>['initialValues'];
  layout?: 'vertical' | 'horizontal';
  /** Makes the change; answers what the success message says and how long it stays (seconds). */
  onSubmit: (values: Values) => Promise<{ text: string; seconds?: number }>;
  onDone: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * One change of the agents screen as a modal form: its hint, its fields and, under them, the server's refusal in the
 * operator's language; a success says what changed and closes the modal.
 */
export function AgentFormModal<Values extends object>(props: AgentFormModalProps<Values>) {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const done = await props.onSubmit(values);
      void message.success(done.text, done.seconds);
      props.onDone();
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  const horizontal = props.layout === 'horizontal';
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('cancel')}
      okButtonProps={{ loading: props.pending }}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      {props.hint && <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>}
      <Form<Values>
        form={form}
        layout={props.layout ?? 'vertical'}
        {...(horizontal && { labelCol: { span: 8 } })}
        onFinish={submit}
        initialValues={props.initialValues}
      >
        {props.children}
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
