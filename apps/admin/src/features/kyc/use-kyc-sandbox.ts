import { App } from 'antd';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API, type KycSandbox, type KycSandboxSwitches, type SandboxCpfBody } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { errorText } from '../../lib/i18n/error-text';

/** GET the sandboxes' page; PUT a switch or a record, DELETE a record (each audited), then read the page again. */
export function useKycSandbox() {
  const { t } = useTranslation('kyc');
  const { message } = App.useApp();
  const { result, query } = useCustom<KycSandbox>({ url: API.operatorKycSandbox, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async (method: 'put' | 'delete', url: string, values: object, done?: string) => {
    try {
      await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
      if (done) void message.success(t(done));
      await query.refetch();
      return true;
    } catch (error) {
      void message.error(errorText(error));
      return false;
    }
  };
  const recordUrl = (cpf: string) => fillPath(API.operatorKycSandboxCpf, { cpf });
  return {
    sandbox: query.data ? result.data : undefined,
    error: query.isError ? query.error : null,
    pending: mutation.isPending,
    setSwitches: (switches: KycSandboxSwitches) => send('put', API.operatorKycSandboxSwitches, switches),
    putRecord: (cpf: string, body: SandboxCpfBody) => send('put', recordUrl(cpf.replace(/\D/g, '')), body, 'sandbox.saved'),
    removeRecord: (cpf: string) => send('delete', recordUrl(cpf), {}),
  };
}
