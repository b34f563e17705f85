import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contract';
import type { TFunction } from 'i18next';

/** One colour per role, the same on every screen, so a glance down a list tells the roles apart. */
const ROLE_COLORS: Record<OperatorRole, string> = {
  admin: 'red',
  finance: 'gold',
  support: 'blue',
  content: 'purple',
  risk: 'volcano',
  auditor: 'default',
};

export function RoleTag({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  return <Tag color={ROLE_COLORS[role]}>{t(`roles.${role}`)}</Tag>;
}

/** The roles for a select, by their translated names. */
export function roleOptions(t: TFunction) {
  return OPERATOR_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }));
}
