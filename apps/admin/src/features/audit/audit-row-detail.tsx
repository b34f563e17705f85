import { useTranslation } from 'react-i18next';
import { Col, Descriptions, Row, Typography, theme } from 'antd';
import type { AuditRecord } from '@app/contract';

/** A JSON value as stored (keys sorted by the database), indented for reading; null as "nothing recorded". */
function JsonBlock({ value }: { value: unknown }) {
  const { t } = useTranslation('audit');
  const { token } = theme.useToken();
  if (value === null || value === undefined) return <Typography.Text type="secondary">{t('nothing')}</Typography.Text>;
  return (
    <pre
      style={{
        margin: 0,
        padding: 12,
        maxHeight: 320,
        overflow: 'auto',
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
        fontSize: 12,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** An expanded audit row: the object before and the request after, and the row's place in the hash chain. */
export function AuditRowDetail({ record }: { record: AuditRecord }) {
  const { t } = useTranslation('audit');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('before')}</Typography.Title>
          <JsonBlock value={record.before} />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('after')}</Typography.Title>
          <JsonBlock value={record.after} />
        </Col>
      </Row>
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('requestId')}>{record.requestId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('hash')}>
          <Typography.Text code copyable>
            {record.hash}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('prevHash')}>
          <Typography.Text code>{record.prevHash}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
