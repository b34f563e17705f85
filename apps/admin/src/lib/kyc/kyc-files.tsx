import { Alert, Button, Image, Space, Spin, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { KycReview } from '@app/contract';
import { useKycFile } from './use-kyc-file';

type FileRef = KycReview['document']['front'];

/** One stored file: an image the reviewer can enlarge, or a PDF opened in a new tab; test id kyc-file-<name>. */
function KycFile({ file, label, name }: { file: NonNullable<FileRef>; label: string; name: string }) {
  const { t } = useTranslation('kyc');
  const view = useKycFile(file.id);
  if (view.failed) return <Alert type="warning" showIcon message={t('fileFailed')} />;
  if (!view.url) return <Spin size="small" />;
  if (file.contentType === 'application/pdf') {
    return (
      <Button icon={<FilePdfOutlined />} href={view.url} target="_blank" rel="noreferrer" data-testid={`kyc-file-${name}`}>
        {t('openPdf')} · {label}
      </Button>
    );
  }
  return <Image src={view.url} alt={label} width={220} style={{ objectFit: 'contain', maxHeight: 260 }} data-testid={`kyc-file-${name}`} />;
}

/** The selfie and the document's two sides side by side, each under its label. */
export function KycFiles({ review }: { review: KycReview }) {
  const { t } = useTranslation('kyc');
  const files = [
    { name: 'selfie', label: t('selfie'), file: review.liveness.selfie },
    { name: 'front', label: t('front'), file: review.document.front },
    { name: 'back', label: t('back'), file: review.document.back },
  ].filter((entry): entry is { name: string; label: string; file: NonNullable<FileRef> } => entry.file !== null);
  if (!files.length) return null;
  return (
    <Space size="large" wrap align="start">
      {files.map((entry) => (
        <Space key={entry.name} direction="vertical" size={4}>
          <Typography.Text type="secondary">{entry.label}</Typography.Text>
          <KycFile file={entry.file} label={entry.label} name={entry.name} />
        </Space>
      ))}
    </Space>
  );
}
