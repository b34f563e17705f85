import { Button, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { OperatorGame } from '@app/contract';
import type { useFormat } from '../../lib/format/use-format';

interface ColumnDeps {
  t: TFunction;
  format: ReturnType<typeof useFormat>;
  manage: boolean;
  busyId: number | null;
  onToggle: (game: OperatorGame, enabled: boolean) => void;
  onEdit: (game: OperatorGame) => void;
}

/** Why a game is not in the lobby, or that it is. */
function LobbyTag({ game, t }: { game: OperatorGame; t: TFunction }) {
  if (game.inLobby) return <Tag color="green">{t('lobby.shown')}</Tag>;
  const reason = !game.enabled ? 'gameOff' : !game.vendorEnabled ? 'vendorOff' : 'typeOff';
  return <Tag color="default">{t(`lobby.${reason}`)}</Tag>;
}

function Labels({ game, t }: { game: OperatorGame; t: TFunction }) {
  return (
    <Space size={2} wrap>
      {game.isNew && <Tag color="blue">{t('labels.new')}</Tag>}
      {game.isTop && <Tag color="purple">{t('labels.top')}</Tag>}
      {game.hotRank !== null && <Tag color="volcano">{t('labels.hot')}</Tag>}
    </Space>
  );
}

/** The catalogue table's columns: name in the operator's language, RTP, order, hot rank, labels and the switches. */
export function catalogueColumns({ t, format, manage, busyId, onToggle, onEdit }: ColumnDeps) {
  const name = (g: OperatorGame) => (format.language === 'pt' ? g.namePt : g.nameEn);
  return [
    {
      title: t('columns.name'),
      render: (_: unknown, g: OperatorGame) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name(g)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {g.gameCode}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('columns.vendor'), render: (_: unknown, g: OperatorGame) => <Tooltip title={g.vendorName}>{g.vendor}</Tooltip> },
    { title: t('columns.gameType'), render: (_: unknown, g: OperatorGame) => t(`gameTypes.${g.gameType}`) },
    {
      title: t('columns.rtp'),
      align: 'right' as const,
      render: (_: unknown, g: OperatorGame) =>
        g.rtp === null ? (
          <Typography.Text type="secondary">{t('rtpNone')}</Typography.Text>
        ) : (
          `${g.rtp.replace('.', format.language === 'pt' ? ',' : '.')} %`
        ),
    },
    { title: t('columns.minBet'), align: 'right' as const, render: (_: unknown, g: OperatorGame) => format.money(g.minBet) },
    { title: t('columns.sort'), dataIndex: 'sort', align: 'right' as const },
    { title: t('columns.hotRank'), align: 'right' as const, render: (_: unknown, g: OperatorGame) => g.hotRank ?? '—' },
    { title: t('columns.labels'), render: (_: unknown, g: OperatorGame) => <Labels game={g} t={t} /> },
    {
      title: t('columns.enabled'),
      render: (_: unknown, g: OperatorGame) => (
        <Switch
          size="small"
          checked={g.enabled}
          disabled={!manage}
          loading={busyId === g.id}
          aria-label={`${t('columns.enabled')} ${name(g)}`}
          onChange={(checked) => onToggle(g, checked)}
        />
      ),
    },
    { title: t('columns.lobby'), render: (_: unknown, g: OperatorGame) => <LobbyTag game={g} t={t} /> },
    ...(manage
      ? [
          {
            title: t('columns.actions'),
            render: (_: unknown, g: OperatorGame) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(g)}>
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}
