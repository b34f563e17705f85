import { useState } from 'react';
import { useCustomMutation } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API, CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX, languages, type ChatCanned, type ChatCannedInput } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { useRows } from './use-rows';

/** A canned reply, new (`record` null) or edited. Test ids: chat-canned-<field>, chat-canned-save. */
function CannedForm(props: {
  record: ChatCanned | null;
  saving: boolean;
  onClose: () => void;
  onSave: (v: ChatCannedInput) => Promise<boolean>;
}) {
  const { t } = useTranslation('chat');
  const [form] = Form.useForm<ChatCannedInput>();
  const save = async () => {
    const values = await form.validateFields();
    if (await props.onSave(values)) props.onClose();
  };
  return (
    <Modal
      open
      title={props.record ? t('cannedList.edit') : t('cannedList.add')}
      onCancel={props.onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: props.saving, 'data-testid': 'chat-canned-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={props.record ?? { language: 'pt' }} preserve={false}>
        <Form.Item name="language" label={t('cannedList.language')} rules={[{ required: true }]}>
          <Select
            options={languages.map((l) => ({ value: l, label: t(`cannedList.languages.${l}`) }))}
            data-testid="chat-canned-language"
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('cannedList.titleField')}
          rules={[{ required: true, whitespace: true, max: CHAT_CANNED_TITLE_MAX }]}
        >
          <Input data-testid="chat-canned-title" />
        </Form.Item>
        <Form.Item name="body" label={t('cannedList.body')} rules={[{ required: true, whitespace: true, max: CHAT_MESSAGE_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="chat-canned-body" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ColumnProps {
  t: TFunction<'chat'>;
  dateTime: (at: string) => string;
  manage: boolean;
  onEdit: (c: ChatCanned) => void;
  onRemove: (id: number) => Promise<boolean>;
}

function cannedColumns({ t, dateTime, manage, onEdit, onRemove }: ColumnProps): TableColumnsType<ChatCanned> {
  return [
    {
      title: t('cannedList.language'),
      dataIndex: 'language',
      render: (l: 'pt' | 'en') => t(`cannedList.languages.${l}`),
      width: 120,
    },
    { title: t('cannedList.titleField'), dataIndex: 'title', width: 200 },
    {
      title: t('cannedList.body'),
      dataIndex: 'body',
      render: (b: string) => <Typography.Text ellipsis={{ tooltip: b }}>{b}</Typography.Text>,
    },
    { title: t('cannedList.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => dateTime(at), width: 170 },
    {
      title: '',
      width: 170,
      render: (_, c) =>
        manage && (
          <Space>
            <Button size="small" onClick={() => onEdit(c)}>
              {t('cannedList.edit')}
            </Button>
            <Popconfirm title={t('cannedList.removeConfirm')} onConfirm={() => onRemove(c.id)}>
              <Button size="small" danger>
                {t('cannedList.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
}

/** The canned replies: read with chat.read, kept (add, edit, delete; each audited) with chat.reply. Test id: chat-canned-table. */
export function CannedReplies() {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const { message } = App.useApp();
  const { can } = useMe();
  const manage = can('chat.reply');
  const [editing, setEditing] = useState<ChatCanned | null | undefined>(undefined);
  const { rows, query } = useRows<ChatCanned>(API.operatorChatCanned);
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async (method: 'post' | 'put' | 'delete', url: string, values: object) => {
    try {
      await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
      if (method !== 'delete') void message.success(t('cannedList.saved'));
      await query.refetch();
      return true;
    } catch (error) {
      void message.error(errorText(error));
      return false;
    }
  };
  const itemUrl = (id: number) => fillPath(API.operatorChatCannedItem, { id });
  const columns = cannedColumns({
    t,
    dateTime: format.dateTime,
    manage,
    onEdit: setEditing,
    onRemove: (id) => send('delete', itemUrl(id), {}),
  });
  const save = (values: ChatCannedInput) =>
    editing ? send('put', itemUrl(editing.id), values) : send('post', API.operatorChatCanned, values);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {manage ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="chat-canned-add">
          {t('cannedList.add')}
        </Button>
      ) : null}
      <Table<ChatCanned>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows ?? []}
        pagination={false}
        data-testid="chat-canned-table"
        locale={{ emptyText: t('common:list.empty') }}
        columns={columns}
      />
      {editing !== undefined ? (
        <CannedForm record={editing} saving={mutation.isPending} onClose={() => setEditing(undefined)} onSave={save} />
      ) : null}
    </Space>
  );
}
