import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BarredCaseStatus, BarredCategory, BarredRunStatus } from '@app/contract';

export const runStatusColors: Record<BarredRunStatus, string> = { running: 'processing', finished: 'green', failed: 'red' };
const caseStatusColors: Record<BarredCaseStatus, string> = { blocked: 'orange', closed: 'default' };

export function CaseStatusTag({ status }: { status: BarredCaseStatus }) {
  const { t } = useTranslation('barred');
  return <Tag color={caseStatusColors[status]}>{t(`statuses.${status}`)}</Tag>;
}

export function CategoryTag({ category }: { category: BarredCategory }) {
  const { t } = useTranslation('barred');
  return <Tag>{t(`categories.${category}`)}</Tag>;
}
