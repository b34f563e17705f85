import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../api/use-error-text';
import { useLanguage } from '../preferences/use-language';
import { showToast } from '../ui/toast-store';
import { launchChat } from './chat-launch';

/** Opens the live chat through the launch call: the site's chat page, or the outside service in a new tab. */
export function useOpenChat(): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation('messages');
  const [language] = useLanguage();
  const errorText = useErrorText();
  return () => {
    launchChat({ language, title: t('chatTitle') })
      .then((launch) => {
        if (launch.external) window.open(launch.chatUrl, '_blank', 'noopener');
        else void navigate(launch.chatUrl);
      })
      .catch((error: unknown) => showToast(errorText(error), 'error'));
  };
}
