import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isValidCpf, sandboxCpfStatuses, type SandboxCpfBody, type SandboxCpfRecord } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';

interface Values {
  cpf: string;
  status: SandboxCpfBody['status'];
  name: string;
  birthDate: Dayjs;
}

/** A record of the sandbox register, new (`record` null) or edited (its CPF fixed). Test ids: kyc-sandbox-<field>. */
export function KycSandboxForm(props: {
  record: SandboxCpfRecord | null;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (cpf: string, body: SandboxCpfBody) => Promise<boolean>;
}) {
  const { t } = useTranslation('kyc');
  const { dateFormat } = useFormat();
  const [form] = Form.useForm<Values>();
  const { record } = props;
  const initial = record
    ? { cpf: record.cpf, status: record.status, name: record.name, birthDate: dayjs(record.birthDate) }
    : { status: 'regular' as const };
  const save = async () => {
    const values = await form.validateFields();
    const body = { status: values.status, name: values.name.trim(), birthDate: values.birthDate.format('YYYY-MM-DD') };
    if (await props.onSave(values.cpf, body)) props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={record ? t('sandbox.edit') : t('sandbox.add')}
      onCancel={props.onClose}
      onOk={() => void save()}
      okText={t('sandbox.save')}
      okButtonProps={{ loading: props.saving, 'data-testid': 'kyc-sandbox-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="cpf"
          label={t('cpf')}
          rules={[
            {
              required: true,
              validator: (_, value: string) => (isValidCpf(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('cpf')))),
            },
          ]}
        >
          <Input disabled={record !== null} inputMode="numeric" data-testid="kyc-sandbox-cpf" />
        </Form.Item>
        <Form.Item name="status" label={t('sandbox.status')} rules={[{ required: true }]}>
          <Select options={sandboxCpfStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} data-testid="kyc-sandbox-status" />
        </Form.Item>
        <Form.Item name="name" label={t('sandbox.name')} rules={[{ required: true, min: 3, max: 120 }]}>
          <Input data-testid="kyc-sandbox-name" />
        </Form.Item>
        <Form.Item name="birthDate" label={t('sandbox.birthDate')} rules={[{ required: true }]}>
          <DatePicker format={dateFormat} data-testid="kyc-sandbox-birthDate" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
