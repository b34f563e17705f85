import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/error-text';

export const otherLanguage = (language: string): 'pt' | 'en' => (language === 'pt' ? 'en' : 'pt');

interface RowActionsProps {
  onEdit: () => void;
  /** A copy into the other language, when the item has one. */
  onCopy?: () => void;
  language: string;
  remove: () => Promise<unknown>;
  testId: string;
}

/** Edit, copy into the other language, and delete (confirmed; a failure says why). */
export function RowActions({ onEdit, onCopy, language, remove, testId }: RowActionsProps) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const confirmRemove = async () => {
    try {
      await remove();
      void message.success(t('removed'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Space>
      <Button size="small" onClick={onEdit} data-testid={`${testId}-edit`}>
        {t('edit')}
      </Button>
      {onCopy && (
        <Button size="small" onClick={onCopy}>
          {t('copyTo', { language: t(`languages.${otherLanguage(language)}`) })}
        </Button>
      )}
      <Popconfirm title={t('removeConfirm')} onConfirm={confirmRemove}>
        <Button size="small" danger>
          {t('remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
