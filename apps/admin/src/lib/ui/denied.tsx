import { useTranslation } from 'react-i18next';
import { Result } from 'antd';

/** What a page shows to a role that may not use it (a typed address, an old bookmark): the server refuses anyway. */
export function Denied() {
  const { t } = useTranslation();
  return <Result status="403" title={t('denied.title')} subTitle={t('denied.body')} />;
}
