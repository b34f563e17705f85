import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileToDataUrl, FileRefused } from '../hooks/file-upload';

export interface PickedFile {
  dataUrl: string;
  name: string;
}

interface FilePickerProps {
  /** Test ids kyc-file-<name> (the input), kyc-file-<name>-preview, kyc-file-<name>-error. */
  name: string;
  label: string;
  /** Documents take a PDF too; the selfie only a photo from the front camera. */
  pdf: boolean;
  picked: PickedFile | null;
  onPick: (file: PickedFile | null) => void;
  /** The front camera on a phone (the selfie); otherwise the camera or the gallery, as the phone offers. */
  selfie?: boolean;
}

/**
 * A file chooser drawn as a button (the input itself is visually hidden, still focusable and labelled), with a
 * preview of what was chosen and the reason a file was refused.
 */
export function FilePicker({ name, label, pdf, picked, onPick, selfie = false }: FilePickerProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onPick({ dataUrl: await fileToDataUrl(file, { pdf }), name: file.name });
    } catch (error) {
      onPick(null);
      setProblem(error instanceof FileRefused ? t(`files.${error.problem}`) : t('files.type'));
    } finally {
      setReading(false);
    }
  };

  const isPdf = picked?.dataUrl.startsWith('data:application/pdf');
  return (
    <div className="kyc-file">
      <span className="kyc-file__label">{label}</span>
      {picked && !isPdf ? (
        <img className="kyc-file__preview" src={picked.dataUrl} alt={label} data-testid={`kyc-file-${name}-preview`} />
      ) : null}
      {picked && isPdf ? (
        <p className="kyc-file__pdf" data-testid={`kyc-file-${name}-preview`}>
          {t('document.pdf', { name: picked.name })}
        </p>
      ) : null}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={pdf ? 'image/*,application/pdf' : 'image/*'}
        {...(selfie && { capture: 'user' as const })}
        data-testid={`kyc-file-${name}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label htmlFor={id} className="btn btn--ghost btn--block kyc-file__button" aria-busy={reading}>
        {picked ? (selfie ? t('selfie.retake') : t('document.change')) : selfie ? t('selfie.take') : t('document.choose')}
      </label>
      {problem ? (
        <p className="ui-field__error" role="alert" data-testid={`kyc-file-${name}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
