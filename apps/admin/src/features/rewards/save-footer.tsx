import { Alert, Button } from 'antd';
import { CanAccess } from '@refinedev/core';

/** The end of a rewards form: the server's refusal, if any, and the save button for operators who may edit rewards. */
export function SaveFooter({ failure, pending, label }: { failure: string | null; pending: boolean; label: string }) {
  return (
    <>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <CanAccess resource="rewards" action="edit">
        <Button type="primary" htmlType="submit" loading={pending}>
          {label}
        </Button>
      </CanAccess>
    </>
  );
}
