import { useState } from 'react';
import { useErrorText } from '../api/use-error-text';
import { showToast } from '../ui/toast-store';
import { useRequestId } from '../wallet/request-id';

interface SendOptions {
  /**
   * Payload of a money POST (e.g. "<channel>:<amount>"): the same payload keeps
   * its requestId after a failure, so pressing again after a lost answer is
   * applied once by the server and never files a second deposit or withdrawal.
   */
  payloadKey?: string;
  /** Sees a failure after its toast (a screen that offers a way out of a refusal). */
  onError?: (error: unknown) => void;
}

/**
 * The send step of a form's submit: one request at a time (`sending` also
 * disables the button), `onDone` with the answer, the translated error as a
 * toast otherwise. The form stays as typed on failure so the member can retry.
 */
export function useSubmit() {
  const errorText = useErrorText();
  const requestId = useRequestId();
  const [sending, setSending] = useState(false);

  const send = <T>(
    request: (requestId: string) => Promise<T>,
    onDone: (result: T) => void,
    { payloadKey = '', onError }: SendOptions = {},
  ) => {
    if (sending) return;
    setSending(true);
    request(requestId.idFor(payloadKey)).then(
      (result) => {
        requestId.done();
        setSending(false);
        onDone(result);
      },
      (error: unknown) => {
        setSending(false);
        showToast(errorText(error), 'error');
        onError?.(error);
      },
    );
  };

  return { sending, send };
}
