import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARRED_CATEGORIES, isValidCpf, type BarredCategory } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import type { BarredActions } from './use-barred-actions';

const NOTE_MAX = 500;

interface Values {
  cpf: string;
  category: BarredCategory;
  note: string;
}

/** Adds a CPF to the sandbox's list; its check digits are checked here as the server does. */
export function BarredSandboxAddModal({ open, onClose, actions }: { open: boolean; onClose: () => void; actions: BarredActions }) {
  const { t } = useTranslation('barred');
  const { t: tv } = useTranslation('validation');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await actions.add({ cpf: values.cpf.replace(/\D/g, ''), category: values.category, note: values.note.trim() });
      void message.success(t('added'));
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal
      open={open}
      title={t('addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ cpf: '', category: 'social_program', note: '' }}>
        <Form.Item
          name="cpf"
          label={t('cpf')}
          rules={[
            {
              validator: async (_, value: string) =>
                isValidCpf(value ?? '') ? undefined : Promise.reject(new Error(tv('in_cpf_incorrect'))),
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={14} autoComplete="off" />
        </Form.Item>
        <Form.Item name="category" label={t('category')}>
          <Select options={BARRED_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
