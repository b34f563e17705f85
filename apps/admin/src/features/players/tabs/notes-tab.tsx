import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { API, type PlayerNote } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { fillPath } from '../../../lib/api/api-client';
import { useFormat } from '../../../lib/format/use-format';
import { useMe } from '../../../lib/session/use-me';
import { KeysetPager } from '../../../lib/list/keyset-pager';
import { pagerOf } from '../api/use-cursor-trail';
import { usePlayerHistory } from '../api/use-player-history';

const NOTE_MAX = 2000;

/** Support's notes on the player, newest first; a note is appended with its author and time, never edited. */
export function NotesTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  const { can } = useMe();
  const notes = usePlayerHistory<PlayerNote>(API.operatorPlayerNotes, playerId);
  const [form] = Form.useForm<{ body: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<PlayerNote>();

  const add = ({ body }: { body: string }) => {
    setFailure(null);
    mutate(
      { url: fillPath(API.operatorPlayerNotes, { id: playerId }), method: 'post', values: { body: body.trim() }, errorNotification: false },
      {
        onSuccess: () => {
          form.resetFields();
          notes.paging.goFirst();
          notes.refetch();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <>
      {can('players.manage') && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form form={form} layout="vertical" onFinish={add}>
            <Form.Item
              name="body"
              label={t('notes.new')}
              rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
              style={{ marginBottom: 8 }}
            >
              <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
            </Form.Item>
            {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 8 }} />}
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {t('notes.add')}
            </Button>
          </Form>
        </Card>
      )}
      <List<PlayerNote>
        loading={notes.loading}
        dataSource={notes.rows}
        locale={{ emptyText: t('notes.empty') }}
        renderItem={(note) => (
          <List.Item key={note.id}>
            <List.Item.Meta
              title={
                <Typography.Text type="secondary">
                  {t('notes.byline', { author: note.authorName, at: format.dateTime(note.at) })}
                </Typography.Text>
              }
              description={<Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{note.body}</Typography.Paragraph>}
            />
          </List.Item>
        )}
      />
      <KeysetPager pager={pagerOf(notes.paging, notes.next, notes.loading)} />
    </>
  );
}
