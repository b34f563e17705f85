import { useState } from 'react';
import { useModalForm } from '@refinedev/antd';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Adjustment, AdjustmentCreateBody, PlayerDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { adjustmentBody } from '../api/adjustment-form';
import { AdjustmentFields } from './adjustment-fields';
import { AdjustmentResult } from './adjustment-result';

/**
 * The manual balance adjustment (POST /adjustments): a credit or debit of the player's cash with a reason. At or
 * under the merchant's threshold the server applies it at once; above, it waits for a second operator. The modal
 * then says which, instead of closing as if the money had moved.
 */
export function useAdjustmentModal(player: PlayerDetail) {
  const { t } = useTranslation('players');
  const { money } = useFormat();
  const invalidate = useInvalidate();
  const [result, setResult] = useState<Adjustment | null>(null);
  const form = useModalForm<Adjustment, HttpError, AdjustmentCreateBody>({
    resource: 'adjustments',
    action: 'create',
    redirect: false,
    autoSubmitClose: false,
    successNotification: false,
    errorNotification: false,
    onMutationSuccess: ({ data }) => {
      setResult(data);
      void invalidate({ resource: 'players', id: player.id, invalidates: ['detail'] });
    },
  });
  const failure = form.mutation.error;

  const open = () => {
    setResult(null);
    form.mutation.reset();
    form.show();
  };

  const modal = (
    <Modal
      {...form.modalProps}
      width={560}
      title={t('adjust.title', { username: player.username })}
      okText={t('adjust.submit')}
      cancelText={t('refine:buttons.cancel')}
      footer={result ? <Button onClick={form.close}>{t('adjust.close')}</Button> : undefined}
      destroyOnHidden
    >
      {result ? (
        <AdjustmentResult adjustment={result} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('adjust.intro', { cash: money(player.balances.cash, player.balances.currency) })}
          </Typography.Paragraph>
          <Form<AdjustmentCreateBody>
            {...form.formProps}
            layout="vertical"
            initialValues={{ direction: 'credit' }}
            onFinish={(values) => {
              const body = adjustmentBody(player.id, values);
              if (body) void form.onFinish(body).catch(() => undefined);
            }}
          >
            <AdjustmentFields />
          </Form>
          {failure && !failure.errors && <Alert type="error" showIcon message={failure.message} />}
        </>
      )}
    </Modal>
  );
  return { open, modal };
}
