import { useEffect, useState } from 'react';
import { Alert, App, Form, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorGame } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import type { GameActions } from './use-game-actions';

interface Values {
  sort: number;
  hotRank: number | null;
  isNew: boolean;
  isTop: boolean;
}

/** A game's order in the lists, its place in the hot list and its new / popular labels. */
export function GameEditModal({ game, onClose, actions }: { game: OperatorGame | null; onClose: () => void; actions: GameActions }) {
  const { t, i18n } = useTranslation('games');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setFailure(null);
    if (game) form.setFieldsValue({ sort: game.sort, hotRank: game.hotRank, isNew: game.isNew, isTop: game.isTop });
  }, [game, form]);
  const submit = async (values: Values) => {
    if (!game) return;
    setFailure(null);
    try {
      await actions.patchGame(game.id, { ...values, hotRank: values.hotRank ?? null });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const name = game ? (i18n.language === 'en' ? game.nameEn : game.namePt) : '';
  return (
    <Modal
      open={game !== null}
      title={t('editTitle', { name })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="sort" label={t('columns.sort')} extra={t('sortHelp')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="hotRank" label={t('columns.hotRank')} extra={t('hotRankHelp')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="isNew" label={t('labels.new')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isTop" label={t('labels.top')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
