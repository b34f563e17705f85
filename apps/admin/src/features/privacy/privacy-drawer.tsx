import { useShow } from '@refinedev/core';
import { Alert, Divider, Drawer, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequestDetail } from '@app/contract';
import { PRIVACY_PATH } from './paths';
import { PrivacyDecide } from './privacy-decide';
import { PrivacyOverview } from './privacy-overview';
import { PrivacyRetention } from './privacy-retention';

/**
 * One request in detail (GET /privacy/requests/:id), over the list: its own route, so a link to it can be shared,
 * and closing it goes back to the list as it was.
 */
export function PrivacyDrawer() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const { query, result: detail } = useShow<PrivacyRequestDetail>({ resource: 'privacy', id });
  return (
    <Drawer open width={900} onClose={() => void navigate(PRIVACY_PATH)} title={t('detailTitle', { id })}>
      {query.isError ? (
        <Alert type="error" showIcon message={query.error.message} />
      ) : !detail ? (
        <Skeleton active />
      ) : (
        <>
          <PrivacyDecide detail={detail} />
          <Divider />
          <PrivacyOverview detail={detail} />
          {detail.request.kind === 'closure' && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('retention.title')}
              </Typography.Title>
              <PrivacyRetention rules={detail.retention} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
