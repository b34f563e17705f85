import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycReview } from '@app/contract';
import { formatCpf } from '../format/cpf';
import { formatDay } from '../format/time';
import { useFormat } from '../format/use-format';
import { KycDecisions } from './kyc-decisions';
import { KycFiles } from './kyc-files';

const STATUS_COLORS: Record<string, string> = { regular: 'green', pending: 'gold', suspended: 'orange' };
const STEP_COLORS: Record<string, string> = { passed: 'green', failed: 'red', approved: 'green', rejected: 'red', pending: 'blue' };

function Match({ value }: { value: boolean | null }) {
  const { t } = useTranslation('kyc');
  if (value === null) return <span>{t('unknown')}</span>;
  return <Tag color={value ? 'green' : 'red'}>{value ? t('yes') : t('no')}</Tag>;
}

function useItems(review: KycReview) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const { registry, liveness, document } = review;
  return [
    { key: 'cpf', label: t('cpf'), children: formatCpf(review.cpf) || t('unknown') },
    { key: 'birth', label: t('birthDate'), children: review.birthDate ? formatDay(review.birthDate, format.language) : t('unknown') },
    { key: 'name', label: t('fullName'), children: review.fullName ?? t('unknown') },
    {
      key: 'registry',
      label: t('registry'),
      children: registry.status ? (
        <Space wrap>
          <Tag color={STATUS_COLORS[registry.status] ?? 'red'} data-testid="kyc-registry-status">
            {t(`statuses.${registry.status}`)}
          </Tag>
          {registry.name ? <span>{registry.name}</span> : null}
          {registry.checkedAt ? <Typography.Text type="secondary">{format.dateTime(registry.checkedAt)}</Typography.Text> : null}
        </Space>
      ) : (
        t('unknown')
      ),
    },
    {
      key: 'matches',
      label: t('matches'),
      children: (
        <Space wrap>
          {t('nameMatch')} <Match value={registry.nameMatch} /> {t('birthDateMatch')} <Match value={registry.birthDateMatch} /> {t('adult')}{' '}
          <Match value={registry.adult} />
        </Space>
      ),
    },
    {
      key: 'liveness',
      label: t('liveness'),
      children: (
        <Space wrap>
          <Tag color={STEP_COLORS[liveness.state]} data-testid="kyc-liveness-state">
            {t(`livenessStates.${liveness.state}`)}
          </Tag>
          {liveness.score !== null ? t('score', { score: liveness.score }) : null}
          {liveness.at ? <Typography.Text type="secondary">{format.dateTime(liveness.at)}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'document',
      label: t('document'),
      children: (
        <Space wrap>
          <Tag color={STEP_COLORS[document.state]} data-testid="kyc-document-state">
            {t(`documentStates.${document.state}`)}
          </Tag>
          {document.kind ? t(`kinds.${document.kind}`) : null}
          {document.reason ? t(`reasons.${document.reason}`) : null}
          {document.submittedAt ? <Typography.Text type="secondary">{format.dateTime(document.submittedAt)}</Typography.Text> : null}
          {document.decidedAt ? (
            <Typography.Text type="secondary">
              {t('decidedAt', { at: format.dateTime(document.decidedAt), by: document.decidedBy ?? '' })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];
}

/**
 * One player's identity verification as the reviewer decides on it: who they are on the account, the register's
 * answer and the matches, the selfie's result, the document and its files, the verification itself and the actions
 * (approve or refuse a pending document, revoke a verified identity; shown to kyc.manage, decided by the server).
 */
export function KycReviewPanel({ review, onChanged }: { review: KycReview; onChanged: () => void }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const items = useItems(review);
  const verified = review.verifiedAt ? (
    <Tag color="green" data-testid="kyc-verified">
      {t('verifiedAt')} {format.dateTime(review.verifiedAt)}
    </Tag>
  ) : (
    <Tag data-testid="kyc-verified">{t('notVerified')}</Tag>
  );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`kyc-review-${review.memberId}`}>
      <Space wrap>
        {verified}
        <Typography.Text type="secondary">{review.required ? t('required') : t('optional')}</Typography.Text>
        {review.revoked ? (
          <Typography.Text type="danger">
            {t('revokedAt', {
              at: format.dateTime(review.revoked.at),
              by: review.revoked.by,
              reason: t(`revocationReasons.${review.revoked.reason}`),
            })}
          </Typography.Text>
        ) : null}
      </Space>
      <Descriptions size="small" bordered column={1} items={items} />
      <KycFiles review={review} />
      <KycDecisions review={review} onChanged={onChanged} />
    </Space>
  );
}
