import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useList, useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { List } from '@refinedev/antd';
import { Alert, App, Button, Flex, Typography } from 'antd';
import type { OperatorPermission, OperatorRole, RoleMatrix, RoleUpdateBody } from '@app/contract';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { useListExport } from '../../lib/list/use-list-export';
import { roleMatrixCsvColumns } from './role-matrix-csv';
import { matrixRows, RoleMatrixTable } from './role-matrix-table';
import { changedRoles, toggle, toMatrix, type Matrix } from './role-matrix';

type RoleRow = RoleMatrix[number];

/**
 * The role × permission matrix. Ticks are a draft until saved; a save sends one PUT per changed role (each is its
 * own audited action with before and after), then reads the matrix again.
 */
export function RoleMatrixPage() {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const { result, query } = useList<RoleRow>({ resource: 'roles', pagination: { mode: 'off' } });
  const original = useMemo(() => toMatrix(result.data), [result.data]);
  const [draft, setDraft] = useState<Matrix | null>(null);
  const matrix = draft ?? original;
  const changes = draft ? changedRoles(original, draft) : [];
  const { data: access } = useCan({ resource: 'roles', action: 'edit' });
  const [isPending, setPending] = useState(false);
  const { mutateAsync } = useUpdate<RoleRow, HttpError, RoleUpdateBody>();
  const { setWarnWhen } = useWarnAboutChange();
  const exporter = useListExport({ resource: 'roles', fileName: 'roles', rows: matrixRows, columns: roleMatrixCsvColumns(t, original) });
  useEffect(() => setWarnWhen(changes.length > 0), [changes.length, setWarnWhen]);

  const isChanged = (role: OperatorRole, permission: OperatorPermission) =>
    matrix[role].includes(permission) !== original[role].includes(permission);
  const save = async () => {
    setPending(true);
    try {
      for (const change of changes) {
        await mutateAsync({ resource: 'roles', id: change.role, values: { permissions: change.permissions }, successNotification: false });
      }
      setDraft(null);
      void message.success(t('roles.saved'));
    } catch {
      // refine's error notification has said why; the draft stays for another try (saved roles now match it).
    } finally {
      setPending(false);
    }
  };

  return (
    <List
      headerButtons={
        <Flex gap={8} align="center">
          <ExportCsvButton {...exporter} onClick={exporter.run} />
          {access?.can && (
            <>
              {changes.length > 0 && <Typography.Text type="warning">{t('roles.changed', { count: changes.length })}</Typography.Text>}
              <Button disabled={changes.length === 0 || isPending} onClick={() => setDraft(null)}>
                {t('roles.discard')}
              </Button>
              <Button type="primary" disabled={changes.length === 0} loading={isPending} onClick={() => void save()}>
                {t('roles.save')}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      <Alert type="info" showIcon message={t('roles.intro')} style={{ marginBottom: 16 }} />
      <RoleMatrixTable
        matrix={matrix}
        changed={isChanged}
        editable={Boolean(access?.can)}
        loading={query.isLoading}
        onToggle={(role, permission, on) => setDraft(toggle(matrix, role, permission, on))}
      />
    </List>
  );
}
