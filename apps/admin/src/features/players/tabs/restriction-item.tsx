import { Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ProtectionStatus } from '@app/contract';
import type { useFormat } from '../../../lib/format/use-format';

/**
 * The restriction row of the protection tab: a barred person's block (modules/barred on the server), since when and
 * the deadline to withdraw; the barred-persons screen lists the case.
 */
export function restrictionItem(status: ProtectionStatus | undefined, t: TFunction, format: ReturnType<typeof useFormat>) {
  const restriction = status?.restriction;
  return {
    key: 'restriction',
    label: t('protection.restriction'),
    children: restriction ? (
      <Space wrap>
        <Tooltip title={t('protection.restrictionHelp')}>
          <Tag color="volcano">{t(`protection.restrictionKinds.${restriction.kind}`)}</Tag>
        </Tooltip>
        <span>{t('protection.since', { at: format.dateTime(restriction.since) })}</span>
        {restriction.until && <span>{t('protection.deadline', { at: format.dateTime(restriction.until) })}</span>}
      </Space>
    ) : (
      t('protection.notRestricted')
    ),
  };
}
