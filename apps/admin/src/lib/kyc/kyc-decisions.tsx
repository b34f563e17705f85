import { useState } from 'react';
import { App, Button, Form, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API, documentRejectionReasons, revocationReasons, type KycReview } from '@app/contract';
import { fillPath } from '../api/api-client';
import { errorText } from '../i18n/error-text';
import { useMe } from '../session/use-me';

type Dialog = 'reject' | 'revoke' | null;

/** POST one of the reviewer's decisions on a player; the operator scope audits it with the state before. */
function useDecision(review: KycReview, onChanged: () => void) {
  const { message } = App.useApp();
  const { t } = useTranslation('kyc');
  const { mutateAsync, mutation } = useCustomMutation<KycReview>();
  const post = async (path: string, values: object, done: string) => {
    try {
      await mutateAsync({
        url: fillPath(path, { id: review.memberId }),
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t(done));
      onChanged();
      return true;
    } catch (error) {
      void message.error(errorText(error));
      return false;
    }
  };
  return { post, pending: mutation.isPending };
}

/**
 * Approve or refuse the document waiting for review (the refusal names a reason the player reads), and revoke a
 * verified identity; hidden from roles without kyc.manage. Test ids: kyc-approve, kyc-reject, kyc-revoke,
 * kyc-reason, kyc-dialog-ok.
 */
export function KycDecisions({ review, onChanged }: { review: KycReview; onChanged: () => void }) {
  const { t } = useTranslation('kyc');
  const { can } = useMe();
  const { post, pending } = useDecision(review, onChanged);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState<string | null>(null);
  if (!can('kyc.manage')) return null;
  const documentPath = API.operatorPlayerKycDocument;
  const close = () => {
    setDialog(null);
    setReason(null);
  };
  const confirm = async () => {
    if (!reason) return;
    const ok =
      dialog === 'reject'
        ? await post(documentPath, { decision: 'reject', reason }, 'rejected')
        : await post(API.operatorPlayerKycRevoke, { reason }, 'revoked');
    if (ok) close();
  };
  const reasons: Array<{ value: string; label: string }> =
    dialog === 'reject'
      ? documentRejectionReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) }))
      : revocationReasons.map((r) => ({ value: r, label: t(`revocationReasons.${r}`) }));
  return (
    <Space wrap>
      {review.document.state === 'pending' && (
        <>
          <Popconfirm
            title={t('approveConfirm')}
            onConfirm={() => void post(documentPath, { decision: 'approve' }, 'approved')}
            okButtonProps={{ loading: pending, 'data-testid': 'kyc-approve-ok' }}
          >
            <Button type="primary" data-testid="kyc-approve">
              {t('approve')}
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setDialog('reject')} data-testid="kyc-reject">
            {t('reject')}
          </Button>
        </>
      )}
      {review.verifiedAt && (
        <Button danger onClick={() => setDialog('revoke')} data-testid="kyc-revoke">
          {t('revoke')}
        </Button>
      )}
      <Modal
        open={dialog !== null}
        title={dialog === 'reject' ? t('rejectTitle') : t('revokeTitle')}
        onCancel={close}
        onOk={() => void confirm()}
        okButtonProps={{ danger: true, disabled: !reason, loading: pending, 'data-testid': 'kyc-dialog-ok' }}
        destroyOnHidden
      >
        {dialog === 'revoke' ? <Typography.Paragraph type="secondary">{t('revokeHint')}</Typography.Paragraph> : null}
        <Form layout="vertical">
          <Form.Item label={t('reason')} required>
            <Select value={reason} onChange={setReason} options={reasons} data-testid="kyc-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
