import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Image, Segmented, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, bannerGroups, type OperatorBanner } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { useMe } from '../../lib/session/use-me';
import { BannerForm } from './banner-form';
import { ListToolbar } from './list-toolbar';
import { RowActions } from './row-actions';
import { ScheduleTag } from './schedule-fields';
import { useContentActions } from './use-content-actions';

function useBannerColumns(manage: boolean, onEdit: (b: OperatorBanner) => void): TableColumnsType<OperatorBanner> {
  const { t } = useTranslation('content');
  const format = useFormat();
  const actions = useContentActions('content-banners', { list: API.operatorBanners, item: API.operatorBanner });
  return [
    {
      title: t('banners.image'),
      dataIndex: 'url',
      width: 200,
      render: (url: string) => <Image src={url} alt="" width={180} height={77} style={{ objectFit: 'cover', background: '#0b0d24' }} />,
    },
    { title: t('language'), dataIndex: 'language', width: 110, render: (l: string) => t(`languages.${l}`) },
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('banners.link'),
      dataIndex: 'linkUrl',
      render: (l: string | null) => l ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: t('schedule.title'), render: (_, b) => <ScheduleTag startDate={b.startDate} endDate={b.endDate} format={format.dateTime} /> },
    {
      title: '',
      width: 170,
      render: (_, b) =>
        manage && (
          <RowActions onEdit={() => onEdit(b)} language={b.language} remove={() => actions.remove(b.id)} testId={`banner-${b.id}`} />
        ),
    },
  ];
}

/** The banners of one group (SPEC §2: home, login, register, forgot and change password), each language, in order. */
export function BannersTab() {
  const { t } = useTranslation('content');
  const { can } = useMe();
  const manage = can('content.manage');
  const [group, setGroup] = useState<string>('m_home');
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<OperatorBanner | null | undefined>(undefined);
  const { result, query } = useList<OperatorBanner>({ resource: 'content-banners', pagination: { mode: 'off' } });
  const rows = result.data.filter((b) => b.groupName === group && (!language || b.language === language));
  const columns = useBannerColumns(manage, setEditing);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ListToolbar
        filter={
          <Segmented
            value={group}
            onChange={(value) => setGroup(String(value))}
            options={bannerGroups.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
            data-testid="banner-groups"
          />
        }
        language={language}
        onLanguage={setLanguage}
        newLabel={manage && t('banners.new')}
        onNew={() => setEditing(null)}
        newTestId="banner-new"
      />
      <Table<OperatorBanner>
        dataSource={rows}
        loading={query.isLoading}
        rowKey="id"
        size="small"
        pagination={false}
        locale={{ emptyText: t('banners.empty') }}
        columns={columns}
        data-testid="banner-table"
      />
      <BannerForm
        banner={editing ?? null}
        group={group}
        all={result.data}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Space>
  );
}
