import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { KycSandbox, SandboxCpfRecord } from '@app/contract';
import { formatCpf } from '../../lib/format/cpf';
import { useFormat } from '../../lib/format/use-format';
import { useMe } from '../../lib/session/use-me';
import { KycSandboxForm } from './kyc-sandbox-form';
import { useKycSandbox } from './use-kyc-sandbox';

type Sandbox = ReturnType<typeof useKycSandbox>;

/** The switches: the register down (every look-up a 503), every selfie failing. */
function SandboxSwitches({ sandbox, s }: { sandbox: KycSandbox; s: Sandbox }) {
  const { t } = useTranslation('kyc');
  const { can } = useMe();
  const switches = sandbox.switches;
  return (
    <Space wrap size="large">
      <Typography.Text strong>{t('sandbox.switches')}</Typography.Text>
      <Space>
        <Switch
          checked={switches.registryDown}
          disabled={!can('kyc.manage') || sandbox.registry !== 'sandbox'}
          onChange={(on) => void s.setSwitches({ ...switches, registryDown: on })}
          data-testid="kyc-sandbox-registry-down"
        />
        {t('sandbox.registryDown')}
      </Space>
      <Space>
        <Switch
          checked={switches.livenessFailAll}
          disabled={!can('kyc.manage') || sandbox.liveness !== 'sandbox'}
          onChange={(on) => void s.setSwitches({ ...switches, livenessFailAll: on })}
          data-testid="kyc-sandbox-liveness-fail"
        />
        {t('sandbox.livenessFailAll')}
      </Space>
    </Space>
  );
}

function useColumns(editable: boolean, s: Sandbox, edit: (record: SandboxCpfRecord) => void) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  return [
    { title: t('cpf'), dataIndex: 'cpf', render: (cpf: string) => formatCpf(cpf) },
    { title: t('sandbox.status'), dataIndex: 'status', render: (status: string) => <Tag>{t(`statuses.${status}`)}</Tag> },
    { title: t('sandbox.name'), dataIndex: 'name' },
    { title: t('sandbox.birthDate'), dataIndex: 'birthDate' },
    { title: t('sandbox.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => format.dateTime(at) },
    {
      title: '',
      render: (_: unknown, record: SandboxCpfRecord) =>
        editable && (
          <Space>
            <Button size="small" onClick={() => edit(record)}>
              {t('sandbox.edit')}
            </Button>
            <Popconfirm title={t('sandbox.removeConfirm')} onConfirm={() => void s.removeRecord(record.cpf)}>
              <Button size="small" danger>
                {t('sandbox.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
}

/**
 * The embedded sandboxes: their switches and the CPF register's records, editable with kyc.manage while the sandbox
 * runs. Test ids: kyc-sandbox-registry-down, kyc-sandbox-liveness-fail, kyc-sandbox-add, kyc-sandbox-records.
 */
export function KycSandboxTab() {
  const { t } = useTranslation('kyc');
  const { can } = useMe();
  const s = useKycSandbox();
  const [editing, setEditing] = useState<SandboxCpfRecord | null | undefined>(undefined);
  const editable = can('kyc.manage') && s.sandbox?.registry === 'sandbox';
  const columns = useColumns(editable, s, setEditing);
  if (s.error) return <Alert type="error" showIcon message={s.error.message} />;
  const sandbox = s.sandbox;
  if (!sandbox) return null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('sandbox.intro')}</Typography.Paragraph>
      {sandbox.registry !== 'sandbox' || sandbox.liveness !== 'sandbox' ? (
        <Alert type="info" showIcon message={t('sandbox.notSandbox', { registry: sandbox.registry, liveness: sandbox.liveness })} />
      ) : null}
      <SandboxSwitches sandbox={sandbox} s={s} />
      {editable ? (
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="kyc-sandbox-add">
          {t('sandbox.add')}
        </Button>
      ) : null}
      <Table<SandboxCpfRecord>
        rowKey="cpf"
        size="small"
        columns={columns}
        dataSource={sandbox.records}
        pagination={{ pageSize: 20 }}
        data-testid="kyc-sandbox-records"
      />
      <KycSandboxForm
        record={editing ?? null}
        open={editing !== undefined}
        saving={s.pending}
        onClose={() => setEditing(undefined)}
        onSave={s.putRecord}
      />
    </Space>
  );
}
