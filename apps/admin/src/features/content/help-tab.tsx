import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type OperatorHelpEntry } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { useMe } from '../../lib/session/use-me';
import { HelpForm, type HelpEdit } from './help-form';
import { ListToolbar } from './list-toolbar';
import { otherLanguage, RowActions } from './row-actions';
import { ScheduleTag } from './schedule-fields';
import { useContentActions } from './use-content-actions';

function useHelpColumns(manage: boolean, setEdit: (edit: HelpEdit) => void): TableColumnsType<OperatorHelpEntry> {
  const { t } = useTranslation('content');
  const format = useFormat();
  const actions = useContentActions('content-help', { list: API.operatorHelpEntries, item: API.operatorHelpEntry });
  return [
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    { title: t('heading'), dataIndex: 'title' },
    { title: t('schedule.title'), render: (_, e) => <ScheduleTag startDate={e.startDate} endDate={e.endDate} format={format.dateTime} /> },
    {
      title: '',
      width: 270,
      render: (_, e) =>
        manage && (
          <RowActions
            onEdit={() => setEdit({ id: e.id, item: e })}
            onCopy={() => setEdit({ id: null, item: { ...e, language: otherLanguage(e.language) } })}
            language={e.language}
            remove={() => actions.remove(e.id)}
            testId={`help-${e.id}`}
          />
        ),
    },
  ];
}

/** The help centre's entries (SPEC §9), per language, in the order of its menu. */
export function HelpTab() {
  const { t } = useTranslation('content');
  const { can } = useMe();
  const manage = can('content.manage');
  const [language, setLanguage] = useState<string | undefined>('pt');
  const [edit, setEdit] = useState<HelpEdit | undefined>(undefined);
  const { result, query } = useList<OperatorHelpEntry>({ resource: 'content-help', pagination: { mode: 'off' } });
  const rows = result.data.filter((e) => e.language === (language ?? 'pt'));
  const columns = useHelpColumns(manage, setEdit);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ListToolbar
        language={language}
        onLanguage={setLanguage}
        allLanguages={false}
        newLabel={manage && t('help.new')}
        onNew={() => setEdit({ id: null, item: null })}
        newTestId="help-new"
      />
      <Table<OperatorHelpEntry>
        dataSource={rows}
        loading={query.isLoading}
        rowKey="id"
        size="small"
        pagination={false}
        locale={{ emptyText: t('help.empty') }}
        columns={columns}
      />
      <HelpForm edit={edit} all={result.data} onClose={() => setEdit(undefined)} />
    </Space>
  );
}
