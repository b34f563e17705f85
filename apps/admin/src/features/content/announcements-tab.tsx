import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, storedAnnouncementTypes, type OperatorAnnouncement } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { useMe } from '../../lib/session/use-me';
import { AnnouncementForm, type AnnouncementEdit } from './announcement-form';
import { ListToolbar } from './list-toolbar';
import { otherLanguage, RowActions } from './row-actions';
import { ScheduleTag } from './schedule-fields';
import { useContentActions } from './use-content-actions';

function useAnnouncementColumns(manage: boolean, setEdit: (edit: AnnouncementEdit) => void): TableColumnsType<OperatorAnnouncement> {
  const { t } = useTranslation('content');
  const format = useFormat();
  const actions = useContentActions('content-announcements', { list: API.operatorAnnouncements, item: API.operatorAnnouncement });
  return [
    { title: t('announcements.type'), dataIndex: 'type', width: 150, render: (v: string) => <Tag>{t(`types.${v}`)}</Tag> },
    { title: t('heading'), dataIndex: 'title' },
    { title: t('language'), dataIndex: 'language', width: 100, render: (l: string) => t(`languages.${l}`) },
    { title: t('announcements.audience'), dataIndex: 'audience', width: 130, render: (a: string) => t(`audiences.${a}`) },
    { title: t('schedule.title'), render: (_, a) => <ScheduleTag startDate={a.startDate} endDate={a.endDate} format={format.dateTime} /> },
    {
      title: '',
      width: 270,
      render: (_, a) =>
        manage && (
          <RowActions
            onEdit={() => setEdit({ id: a.id, item: a })}
            onCopy={() => setEdit({ id: null, item: { ...a, language: otherLanguage(a.language) } })}
            language={a.language}
            remove={() => actions.remove(a.id)}
            testId={`announcement-${a.id}`}
          />
        ),
    },
  ];
}

/** Announcements of every type (promotion, hot, player notice, login popup, agent), newest first. */
export function AnnouncementsTab() {
  const { t } = useTranslation('content');
  const { can } = useMe();
  const manage = can('content.manage');
  const [type, setType] = useState<string>('all');
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const [edit, setEdit] = useState<AnnouncementEdit | undefined>(undefined);
  const { result, query } = useList<OperatorAnnouncement>({ resource: 'content-announcements', pagination: { mode: 'off' } });
  const rows = result.data.filter((a) => (type === 'all' || a.type === type) && (!language || a.language === language));
  const columns = useAnnouncementColumns(manage, setEdit);
  const types = [{ value: 'all', label: t('allTypes') }, ...storedAnnouncementTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ListToolbar
        filter={<Segmented value={type} onChange={(value) => setType(String(value))} options={types} />}
        language={language}
        onLanguage={setLanguage}
        newLabel={manage && t('announcements.new')}
        onNew={() => setEdit({ id: null, item: null })}
        newTestId="announcement-new"
      />
      <Table<OperatorAnnouncement>
        dataSource={rows}
        loading={query.isLoading}
        rowKey="id"
        size="small"
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: t('announcements.empty') }}
        columns={columns}
      />
      <AnnouncementForm edit={edit} onClose={() => setEdit(undefined)} />
    </Space>
  );
}
