import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RetentionRule } from '@app/contract';

/** What processing a closure does to each category: erased, or kept (and for how long) with the law behind it. */
export function PrivacyRetention({ rules }: { rules: RetentionRule[] }) {
  const { t } = useTranslation('privacy');
  return (
    <Table<RetentionRule>
      rowKey="category"
      size="small"
      pagination={false}
      dataSource={rules}
      columns={[
        { title: t('retention.category'), render: (_, rule) => t(`categories.${rule.category}`, { defaultValue: rule.category }) },
        {
          title: t('retention.atClosure'),
          render: (_, rule) =>
            rule.atClosure === 'erase' ? (
              <Tag color="red">{t('retention.erase')}</Tag>
            ) : (
              <Tag color="blue">{t('retention.keep', { count: rule.keptYears ?? 0 })}</Tag>
            ),
        },
        { title: t('retention.basis'), dataIndex: 'basis' },
      ]}
    />
  );
}
