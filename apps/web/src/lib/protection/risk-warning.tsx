import { useTranslation } from 'react-i18next';
import { registerLimitTexts } from './limit-texts';
import './risk-warning.css';

registerLimitTexts();

/**
 * What betting risks, and that it is adults only: said at every registration and every login, whatever the
 * jurisdiction (Portaria SPA/MF 1.231/2024 asks for it at both). One text, so both screens always say the same.
 */
export function RiskWarning({ testId }: { testId: string }) {
  const { t } = useTranslation('limits');
  return (
    <p className="risk-warning" role="note" data-testid={testId}>
      {t('riskWarning')}
    </p>
  );
}
