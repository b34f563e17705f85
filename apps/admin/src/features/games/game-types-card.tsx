import { useCustom } from '@refinedev/core';
import { Alert, App, Card, List, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type GameType, type OperatorGameTypes } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import type { GameActions } from './use-game-actions';

/** Every game type with its count and switch; a type the jurisdiction forbids stays off whatever the switch says. */
export function GameTypesCard({ manage, actions }: { manage: boolean; actions: GameActions }) {
  const { t } = useTranslation('games');
  const { message } = App.useApp();
  const { result, query } = useCustom<OperatorGameTypes>({ url: API.operatorGameTypes, method: 'get' });
  const types = query.data ? result.data : undefined;
  const toggle = async (gameType: GameType, on: boolean) => {
    if (!types) return;
    const off = on ? types.gameTypesOff.filter((g) => g !== gameType) : [...types.gameTypesOff, gameType];
    try {
      await actions.setTypesOff(off);
      await query.refetch();
      void message.success(t('saved'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Card size="small" title={t('types.title')}>
      <Typography.Paragraph type="secondary">{t('types.help')}</Typography.Paragraph>
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      <List
        size="small"
        loading={query.isLoading}
        dataSource={types?.counts ?? []}
        renderItem={({ gameType, games }) => {
          const forbidden = types?.forbidden.includes(gameType) ?? false;
          return (
            <List.Item
              extra={
                <Switch
                  size="small"
                  checked={!forbidden && !types?.gameTypesOff.includes(gameType)}
                  disabled={!manage || forbidden}
                  aria-label={t(`gameTypes.${gameType}`)}
                  onChange={(on) => void toggle(gameType, on)}
                />
              }
            >
              <Space>
                <Typography.Text>{t(`gameTypes.${gameType}`)}</Typography.Text>
                <Typography.Text type="secondary">{t('types.count', { count: games })}</Typography.Text>
                {forbidden && <Tag color="red">{t('types.forbidden')}</Tag>}
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
