import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SPORTS_WITH_DRAW, type OperatorGame } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { zonedIso } from '../../lib/format/time';
import { OddsFields, oddsValue } from './odds-fields';
import type { GameActions } from './use-game-actions';

interface Values {
  gameId: number;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  startsAt: Dayjs;
  homeOdds: string;
  drawOdds?: string;
  awayOdds: string;
}

const hasDraw = (game: OperatorGame | undefined) => (SPORTS_WITH_DRAW as readonly string[]).includes(game?.engineConfig ?? '');

const required = [{ required: true, whitespace: true, max: 80 }];

interface FieldsProps {
  games: OperatorGame[];
  name: (game: OperatorGame) => string;
  dateFormat: string;
  withDraw: boolean;
}

function FixtureFields({ games, name, dateFormat, withDraw }: FieldsProps) {
  const { t } = useTranslation('games');
  return (
    <>
      <Form.Item name="gameId" label={t('fixtures.game')} rules={[{ required: true }]}>
        <Select options={games.map((g) => ({ value: g.id, label: name(g) }))} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="leagueName" label={t('fixtures.league')} rules={required}>
        <Input maxLength={80} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item name="homeTeam" label={t('fixtures.homeTeam')} rules={required}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="awayTeam" label={t('fixtures.awayTeam')} rules={required}>
          <Input maxLength={80} />
        </Form.Item>
      </div>
      <Form.Item name="startsAt" label={t('fixtures.startsAt')} rules={[{ required: true }]}>
        <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={`${dateFormat} HH:mm`} style={{ width: 240 }} />
      </Form.Item>
      <OddsFields withDraw={withDraw} />
    </>
  );
}

/** A new fixture of one of the book's sports games: teams, league, kick-off (in the merchant's zone) and odds. */
export function FixtureCreateModal({ open, onClose, actions }: { open: boolean; onClose: () => void; actions: GameActions }) {
  const { t } = useTranslation('games');
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const { result } = useList<OperatorGame>({
    resource: 'games',
    pagination: { pageSize: 100 },
    filters: [{ field: 'engine', operator: 'eq', value: 'sports' }],
    queryOptions: { enabled: open },
  });
  const games = result.data ?? [];
  const gameId = Form.useWatch('gameId', form);
  const chosen = games.find((g) => g.id === gameId);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await actions.createFixture({
        gameId: values.gameId,
        leagueName: values.leagueName.trim(),
        homeTeam: values.homeTeam.trim(),
        awayTeam: values.awayTeam.trim(),
        startsAt: zonedIso(values.startsAt, format.timeZone),
        homeOdds: oddsValue(values.homeOdds),
        drawOdds: hasDraw(chosen) && values.drawOdds ? oddsValue(values.drawOdds) : null,
        awayOdds: oddsValue(values.awayOdds),
      });
      void message.success(t('fixtures.created'));
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const name = (g: OperatorGame) => `${format.language === 'pt' ? g.namePt : g.nameEn} (${g.vendor} · ${g.engineConfig ?? ''})`;
  return (
    <Modal
      open={open}
      title={t('fixtures.createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <FixtureFields games={games} name={name} dateFormat={format.dateFormat} withDraw={hasDraw(chosen)} />
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
