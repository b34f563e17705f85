import { Alert, Spin } from 'antd';
import { useCustom } from '@refinedev/core';
import { API, type KycReview, type PlayerDetail } from '@app/contract';
import { fillPath } from '../../../lib/api/api-client';
import { KycReviewPanel } from '../../../lib/kyc/kyc-review-panel';

/** The player's identity verification (modules/kyc): each step's outcome, the files, and the reviewer's decisions. */
export function KycTab({ player }: { player: PlayerDetail }) {
  const { result, query } = useCustom<KycReview>({ url: fillPath(API.operatorPlayerKyc, { id: player.id }), method: 'get' });
  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!query.data) return <Spin />;
  return <KycReviewPanel review={result.data} onChanged={() => void query.refetch()} />;
}
