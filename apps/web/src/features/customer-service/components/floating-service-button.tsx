import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../../components/ui/icons/nav-icons';
import { useUiStore } from '../../../lib/ui/ui-store';
import './floating-service-button.css';

/** SPEC §2: the floating online-service button; it opens the customer-service modal. */
export function FloatingServiceButton() {
  const { t } = useTranslation();
  const openPanel = useUiStore((state) => state.openPanel);
  return (
    <button
      type="button"
      className="floating-service"
      data-testid="floating-service"
      aria-label={t('service.title')}
      onClick={() => openPanel('serviceModal')}
    >
      <HeadsetIcon size={24} />
    </button>
  );
}
