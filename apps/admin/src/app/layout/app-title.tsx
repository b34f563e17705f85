import { useTranslation } from 'react-i18next';
import { ThemedTitle } from '@refinedev/antd';
import type { RefineLayoutThemedTitleProps } from '@refinedev/antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';

/** The product's name and mark at the top of the menu and on the sign-in card. */
export function AppTitle(props: RefineLayoutThemedTitleProps) {
  const { t } = useTranslation();
  return <ThemedTitle {...props} icon={<SafetyCertificateOutlined />} text={t('appName')} />;
}
