import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, type DocumentKind, type KycStatus } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { useUploadDocument } from '../api/upload-document';
import { FilePicker, type PickedFile } from './file-picker';

/**
 * Step 3: which document, its front and its back (a photo or the CNH's PDF), sent together for the back office's
 * review. After a rejection the reason is shown above and the step is open again. Test ids: kyc-document-kind-<kind>,
 * kyc-document-submit, kyc-document-rejected, kyc-document-missing.
 */
export function DocumentStep({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const errorText = useErrorText();
  const upload = useUploadDocument();
  const [kind, setKind] = useState<DocumentKind>(status.document.kind ?? 'rg');
  const [front, setFront] = useState<PickedFile | null>(null);
  const [back, setBack] = useState<PickedFile | null>(null);
  const [missing, setMissing] = useState(false);
  const { reason } = status.document;

  const send = () => {
    if (!front || !back) return setMissing(true);
    setMissing(false);
    upload.mutate({ kind, front: front.dataUrl, back: back.dataUrl }, { onError: (error) => showToast(errorText(error), 'error') });
  };

  return (
    <div className="kyc-form">
      {status.document.state === 'rejected' && reason ? (
        <div className="kyc-note kyc-note--bad" role="alert" data-testid="kyc-document-rejected" data-reason={reason}>
          <p>{t('rejected', { reason: t(`reasons.${reason}`) })}</p>
        </div>
      ) : null}
      <p className="kyc-step__text">{t('document.text')}</p>
      <fieldset className="kyc-kinds">
        <legend className="kyc-file__label">{t('document.kind')}</legend>
        <div className="chips">
          {documentKinds.map((k) => (
            <button
              key={k}
              type="button"
              className="chip"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              data-testid={`kyc-document-kind-${k}`}
            >
              {t(`document.kinds.${k}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="kyc-sides">
        <FilePicker name="front" label={t('document.front')} pdf picked={front} onPick={setFront} />
        <FilePicker name="back" label={t('document.back')} pdf picked={back} onPick={setBack} />
      </div>
      {missing ? (
        <p className="ui-field__error" role="alert" data-testid="kyc-document-missing">
          {t('document.missing')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={upload.isPending}
        aria-busy={upload.isPending}
        onClick={send}
        data-testid="kyc-document-submit"
      >
        {t('document.submit')}
      </button>
    </div>
  );
}
