import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import type { KeysetPager as Pager } from './use-keyset-table';

/** First, previous and next of a keyset list, which knows the page after this one but no page count. */
export function KeysetPager({ pager, summary }: { pager: Pager; summary?: ReactNode }) {
  const { t } = useTranslation();
  const atFirst = pager.page === 1 || pager.loading;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">{summary}</Typography.Text>
      <Flex gap={8} align="center">
        <Button
          icon={<VerticalRightOutlined />}
          disabled={atFirst}
          onClick={pager.goFirst}
          title={t('list.first')}
          aria-label={t('list.first')}
        />
        <Button icon={<LeftOutlined />} disabled={atFirst} onClick={pager.goBack}>
          {t('list.previous')}
        </Button>
        <Typography.Text>{t('list.page', { page: pager.page })}</Typography.Text>
        <Button disabled={pager.next === null || pager.loading} onClick={pager.goNext}>
          {t('list.next')} <RightOutlined />
        </Button>
      </Flex>
    </Flex>
  );
}
