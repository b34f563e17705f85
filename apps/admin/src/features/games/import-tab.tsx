import { useState } from 'react';
import { Alert, Button, Checkbox, Popconfirm, Space, Typography, Upload } from 'antd';
import { CheckCircleOutlined, CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportReport } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { formatOfFileName, type CatalogueFileFormat } from './import-file';
import { ImportReport } from './import-report';
import { useGameActions } from './use-game-actions';

interface ButtonsProps {
  canCheck: boolean;
  clean: boolean;
  report: CatalogueImportReport | null;
  pending: boolean;
  onCheck: () => void;
  onApply: () => Promise<void>;
}

/** "Check file" (the dry run) and "Load catalogue", offered only after a check found nothing wrong. */
function ImportButtons({ canCheck, clean, report, pending, onCheck, onApply }: ButtonsProps) {
  const { t } = useTranslation('games');
  return (
    <Space>
      <Button icon={<CheckCircleOutlined />} disabled={!canCheck} loading={pending} onClick={onCheck} data-testid="import-check">
        {t('import.check')}
      </Button>
      <Popconfirm
        title={t('import.applyConfirm', { rows: report?.rows ?? 0, inserted: report?.inserted ?? 0, updated: report?.updated ?? 0 })}
        okText={t('import.apply')}
        cancelText={t('cancel')}
        onConfirm={onApply}
        disabled={!clean}
      >
        <Button type="primary" icon={<CloudUploadOutlined />} disabled={!clean} loading={pending} data-testid="import-apply">
          {t('import.apply')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The file picker: a click or a drop; the file is read here, never uploaded by the picker itself. */
function FileDrop({ name, onPick }: { name: string | undefined; onPick: (file: File) => void }) {
  const { t } = useTranslation('games');
  return (
    <Upload.Dragger
      accept=".csv,.json"
      multiple={false}
      showUploadList={false}
      beforeUpload={(picked) => {
        onPick(picked);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{name ?? t('import.pick')}</p>
      <p className="ant-upload-hint">{t('import.fileHint')}</p>
    </Upload.Dragger>
  );
}

interface PickedFile {
  name: string;
  format: CatalogueFileFormat;
  text: string;
}

/**
 * The catalogue import: pick a file, check it (a dry run on the server that lists every bad row and writes nothing),
 * then load it. Loading is offered only for a file whose check found no problem, and checks it again on the server.
 */
export function ImportTab() {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [disableMissing, setDisableMissing] = useState(false);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (picked: File) => {
    setReport(null);
    setFailure(null);
    const format = formatOfFileName(picked.name);
    if (!format) {
      setFile(null);
      setFailure(t('import.wrongType'));
      return;
    }
    setFile({ name: picked.name, format, text: await picked.text() });
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    try {
      setReport(await actions.importFile({ format: file.format, text: file.text, dryRun, disableMissing }));
    } catch (error) {
      setReport(null);
      setFailure(errorText(error));
    }
  };
  const clean = report !== null && !report.applied && report.problems.length === 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="games-import">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('import.intro')}
      </Typography.Paragraph>
      <FileDrop name={file?.name} onPick={(picked) => void pick(picked)} />
      <Checkbox
        checked={disableMissing}
        onChange={(e) => {
          setDisableMissing(e.target.checked);
          setReport(null);
        }}
      >
        {t('import.disableMissing')}
      </Checkbox>
      <ImportButtons
        canCheck={file !== null}
        clean={clean}
        report={report}
        pending={actions.pending}
        onCheck={() => void run(true)}
        onApply={() => run(false)}
      />
      {failure && <Alert type="error" showIcon message={failure} data-testid="import-failure" />}
      {report && file && <ImportReport report={report} format={file.format} />}
    </Space>
  );
}
