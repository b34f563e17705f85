import { App, Button, Flex, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RegulatorFileSet } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { downloadFile, fileSize, type DownloadTarget } from './regulator-download';

function DownloadButton({ day, file }: { day: string; file: DownloadTarget }) {
  const { t } = useTranslation('regulator');
  const { message } = App.useApp();
  const save = () => downloadFile(day, file).catch((error: unknown) => void message.error(errorText(error)));
  return (
    <Tooltip title={t('download')}>
      <Button
        size="small"
        type="text"
        icon={<DownloadOutlined />}
        aria-label={`${t('download')} ${t(`kinds.${file}`)}`}
        onClick={() => void save()}
      />
    </Tooltip>
  );
}

/** The SHA-256 in full on hover and copyable, shown short. */
function Sha({ sha256 }: { sha256: string }) {
  return (
    <Typography.Text code copyable={{ text: sha256 }} title={sha256}>
      {sha256.slice(0, 12)}…
    </Typography.Text>
  );
}

/** Each file of the day: its rows, size and SHA-256, with its download. */
export function RegulatorFilesCell({ set }: { set: RegulatorFileSet }) {
  const { t } = useTranslation('regulator');
  return (
    <Flex vertical gap={2}>
      {set.files.map((file) => (
        <Flex key={file.kind} gap={8} align="center" wrap>
          <Typography.Text strong>{t(`kinds.${file.kind}`)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('rows', { count: file.rows })} · {fileSize(file.bytes)}
          </Typography.Text>
          <Sha sha256={file.sha256} />
          <DownloadButton day={set.day} file={file.kind} />
        </Flex>
      ))}
    </Flex>
  );
}

/** The manifest: its size and SHA-256 (what the regulator checks first), with its download. */
export function RegulatorManifestCell({ set }: { set: RegulatorFileSet }) {
  if (!set.manifestSha256) return null;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{fileSize(set.manifestBytes ?? 0)}</Typography.Text>
      <Sha sha256={set.manifestSha256} />
      <DownloadButton day={set.day} file="manifest" />
    </Flex>
  );
}
