import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { startLiveness } from '../api/start-liveness';
import { useUploadSelfie } from '../api/upload-selfie';
import { FilePicker, type PickedFile } from './file-picker';

/**
 * Step 2. With the embedded sandbox the selfie is taken here (the phone's front camera through the file input) and
 * sent to the session the capture link named, or a new one. With a provider, its own capture page opens, and it sends
 * the player back to this page, which then asks for the result. Test ids: kyc-selfie-submit, kyc-selfie-failed,
 * kyc-selfie-provider.
 */
interface SelfieStepProps {
  status: KycStatus;
  /** The session a capture link named (the sandbox's `?selfie=`), used once. */
  sessionId: string | null;
  onSessionUsed: () => void;
}

export function SelfieStep({ status, sessionId, onSessionUsed }: SelfieStepProps) {
  const { t } = useTranslation('kyc');
  const errorText = useErrorText();
  const upload = useUploadSelfie();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [leaving, setLeaving] = useState(false);
  const failed = status.liveness.state === 'failed';

  const toProvider = () => {
    setLeaving(true);
    startLiveness().then(
      (session) => window.location.assign(session.captureUrl),
      (error: unknown) => {
        setLeaving(false);
        showToast(errorText(error), 'error');
      },
    );
  };

  const send = () => {
    if (!picked) return;
    upload.mutate(
      { image: picked.dataUrl, sessionId },
      {
        onSuccess: () => setPicked(null),
        onError: (error) => showToast(errorText(error), 'error'),
        onSettled: onSessionUsed,
      },
    );
  };

  return (
    <div className="kyc-form">
      <p className="kyc-step__text">{t('selfie.text')}</p>
      {failed ? (
        <div className="kyc-note kyc-note--bad" role="alert" data-testid="kyc-selfie-failed">
          <p>{t('selfie.failed')}</p>
        </div>
      ) : null}
      {status.liveness.capture === 'provider' ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={leaving}
          onClick={toProvider}
          data-testid="kyc-selfie-provider"
        >
          {t('selfie.continue')}
        </button>
      ) : (
        <>
          <FilePicker name="selfie" label={t('selfie.preview')} pdf={false} picked={picked} onPick={setPicked} selfie />
          {picked ? (
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={upload.isPending}
              aria-busy={upload.isPending}
              onClick={send}
              data-testid="kyc-selfie-submit"
            >
              {t('selfie.submit')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
