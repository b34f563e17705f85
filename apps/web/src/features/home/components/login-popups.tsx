import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/ui/html-content';
import { Modal } from '../../../components/ui/modal';
import type { NoticeItem } from '../../../lib/messages/announcement-shape';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import './login-popups.css';

registerMessagesTexts();

/**
 * Login popups (announcements of type PU) on the home, one after another.
 * Its own chunk: DOMPurify loads only when there is a popup to show.
 * Test ids: login-popup (data-id), login-popup-next, login-popup-close.
 */
export function LoginPopups({ popups, onShown, onClose }: { popups: readonly NoticeItem[]; onShown: () => void; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const [index, setIndex] = useState(0);
  // Shown once per login: marked when shown, so leaving the home without closing them does not bring them back.
  useEffect(onShown, [onShown]);
  const popup = popups[index];
  if (!popup) return null;
  const last = index === popups.length - 1;
  return (
    <Modal title={popup.title} testId="login-popup" onClose={onClose}>
      <div className="login-popup" data-id={popup.id}>
        {popup.imageUrl ? <img className="login-popup__image" src={popup.imageUrl} alt="" /> : null}
        <HtmlContent html={popup.content} />
      </div>
      <div className="login-popup__actions">
        {!last ? (
          <button type="button" className="btn btn--ghost" data-testid="login-popup-next" onClick={() => setIndex(index + 1)}>
            {t('popupNext')}
          </button>
        ) : null}
        <button type="button" className="btn btn--primary" data-testid="login-popup-close" onClick={onClose}>
          {t('popupClose')}
        </button>
      </div>
    </Modal>
  );
}
