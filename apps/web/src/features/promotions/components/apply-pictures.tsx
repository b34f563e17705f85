import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_LIMITS } from '@app/contract';
import { useValidationText } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';

/** SPEC §5: rule toasts of the reward form last 1.5 s. */
const RULE_TOAST_MS = 1500;

export interface Picture {
  name: string;
  url: string;
}

/** Why a picked file cannot be added (a validation message key), or null. */
export function pictureProblem(file: { type: string; size: number }, count: number): string | null {
  if (count >= REWARD_LIMITS.pictures) return 'activity_apply_remark_limit4';
  if (!(REWARD_LIMITS.pictureTypes as readonly string[]).includes(file.type)) return 'activity_image_type';
  if (file.size > REWARD_LIMITS.pictureBytes) return 'activity_apply_remark_limit3';
  return null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The pictures of an application, read as data URLs; a file breaking a rule is refused with a toast. */
export function usePictures() {
  const validation = useValidationText();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const addFiles = async (files: FileList | null) => {
    let count = pictures.length;
    for (const file of Array.from(files ?? [])) {
      const problem = pictureProblem(file, count);
      if (problem) {
        showToast(validation(problem) ?? problem, 'error', RULE_TOAST_MS);
        continue;
      }
      count += 1;
      const url = await readAsDataUrl(file);
      setPictures((current) => (current.length < REWARD_LIMITS.pictures ? [...current, { name: file.name, url }] : current));
    }
  };
  const remove = (index: number) => setPictures((current) => current.filter((_, i) => i !== index));
  return { pictures, addFiles, remove, clear: () => setPictures([]) };
}

/** The pictures added so far, each removable, and the add button while there is room for another. */
export function PicturesField({ pictures, addFiles, remove }: Omit<ReturnType<typeof usePictures>, 'clear'>) {
  const { t } = useTranslation('promotions');
  return (
    <div className="ui-field">
      <span className="ui-field__label">{t('pictures')}</span>
      <ul className="apply-pictures">
        {pictures.map((picture, index) => (
          <li key={`${picture.name}-${index}`} className="apply-picture" data-testid={`apply-picture-${index}`}>
            <img src={picture.url} alt={picture.name} />
            <button
              type="button"
              className="apply-picture__remove"
              aria-label={t('removePicture', { n: index + 1 })}
              data-testid={`apply-remove-${index}`}
              onClick={() => remove(index)}
            >
              ×
            </button>
          </li>
        ))}
        {pictures.length < REWARD_LIMITS.pictures ? (
          <li>
            <label className="apply-picture apply-picture--add">
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{t('addPicture')}</span>
              <input
                type="file"
                accept="image/jpeg,image/jpg,image/png"
                multiple
                data-testid="apply-picture-input"
                className="visually-hidden"
                onChange={(event) => {
                  void addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
