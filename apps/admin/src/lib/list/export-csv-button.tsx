import { useTranslation } from 'react-i18next';
import { ExportButton } from '@refinedev/antd';

interface ExportCsvButtonProps {
  running: boolean;
  progress: number;
  /** Nothing to export yet (a report not read). */
  disabled?: boolean;
  onClick: () => void;
}

/** refine's export button, counting the rows fetched while a long export runs. */
export function ExportCsvButton({ running, progress, disabled, onClick }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  return (
    <ExportButton loading={running} disabled={disabled} onClick={onClick}>
      {running ? t('exportCsv.running', { count: progress }) : t('exportCsv.button')}
    </ExportButton>
  );
}
