import { useEffect, useState } from 'react';
import { Alert, App, Form, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPORT_PICKS, type SportFixture, type SportPick } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { OddsFields, oddsValue } from './odds-fields';
import type { GameActions } from './use-game-actions';

interface Props {
  fixture: SportFixture | null;
  onClose: () => void;
  actions: GameActions;
}

const matchName = (f: SportFixture | null) => (f ? `${f.homeTeam} × ${f.awayTeam}` : '');

/** New prices for an open fixture: bets on the old ones are refused from then on. */
export function FixtureOddsModal({ fixture, onClose, actions }: Props) {
  const { t } = useTranslation('games');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ homeOdds: string; drawOdds?: string; awayOdds: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setFailure(null);
    if (fixture) form.setFieldsValue({ homeOdds: fixture.homeOdds, drawOdds: fixture.drawOdds ?? undefined, awayOdds: fixture.awayOdds });
  }, [fixture, form]);
  const submit = async (values: { homeOdds: string; drawOdds?: string; awayOdds: string }) => {
    if (!fixture) return;
    try {
      await actions.reprice(fixture.id, {
        homeOdds: oddsValue(values.homeOdds),
        drawOdds: values.drawOdds ? oddsValue(values.drawOdds) : null,
        awayOdds: oddsValue(values.awayOdds),
      });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal
      open={fixture !== null}
      title={t('fixtures.oddsTitle', { match: matchName(fixture) })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <OddsFields withDraw={fixture?.drawOdds != null} />
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}

/** The result: the book settles every open bet of the fixture through the wallet, once; it cannot be changed after. */
export function FixtureResultModal({ fixture, onClose, actions }: Props) {
  const { t } = useTranslation('games');
  const { message } = App.useApp();
  const [pick, setPick] = useState<SportPick | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setPick(null);
    setFailure(null);
  }, [fixture]);
  const submit = async () => {
    if (!fixture || !pick) return;
    try {
      await actions.enterResult(fixture.id, pick);
      void message.success(t('fixtures.settled'));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const picks = SPORT_PICKS.filter((p) => p !== 'draw' || fixture?.drawOdds != null);
  return (
    <Modal
      open={fixture !== null}
      title={t('fixtures.resultTitle', { match: matchName(fixture) })}
      okText={t('fixtures.enterResult')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending, disabled: !pick, danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Radio.Group
        value={pick}
        onChange={(e) => setPick(e.target.value as SportPick)}
        style={{ display: 'grid', gap: 8, marginBottom: 12 }}
      >
        {picks.map((p) => (
          <Radio key={p} value={p}>
            {t(`fixtures.picks.${p}`)}
          </Radio>
        ))}
      </Radio.Group>
      <Typography.Paragraph type="warning">{t('fixtures.resultConfirm')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
