import { App, Button, Popconfirm, Space } from 'antd';
import { CloudUploadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RegulatorFileSet } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { useRegulatorAction, type RegulatorAction } from './use-regulator-actions';

/** Resend and regenerate, each after a confirmation; hidden from roles without regulator.manage (the server decides). */
export function RegulatorActions({ set }: { set: RegulatorFileSet }) {
  const { t } = useTranslation('regulator');
  const { message } = App.useApp();
  const { can } = useMe();
  const { run, pending } = useRegulatorAction();
  if (!can('regulator.manage')) return null;
  const act = async (action: RegulatorAction) => {
    try {
      await run(action, set.day);
      void message.success(t(action === 'resend' ? 'resent' : 'regenerating'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const busy = set.status === 'running';
  return (
    <Space size="small" wrap>
      {set.delivery !== 'manual' && (
        <Popconfirm title={t('resendConfirm')} onConfirm={() => act('resend')} okButtonProps={{ loading: pending }}>
          <Button size="small" icon={<CloudUploadOutlined />} disabled={busy || set.files.length === 0}>
            {t('resend')}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm title={t('regenerateConfirm')} onConfirm={() => act('regenerate')} okButtonProps={{ loading: pending }}>
        <Button size="small" icon={<ReloadOutlined />} disabled={busy}>
          {t('regenerate')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
