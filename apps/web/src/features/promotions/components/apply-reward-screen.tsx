import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ACTIVITY_PATH, REWARD_LIMITS, type ManualRules } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useValidationText } from '../../../lib/forms/field-errors';
import { useSubmit } from '../../../lib/forms/use-submit';
import { showToast } from '../../../lib/ui/toast-store';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { applyForReward, promotionKeys, usePromotions } from '../api/promotions';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import '../../../components/ui/card.css';
import '../../../components/ui/field.css';
import './promotions.css';

registerMoneyTexts();
registerPromotionsTexts();

/** SPEC §5: rule toasts of the reward form last 1.5 s. */
const RULE_TOAST_MS = 1500;

/** Why a picked file cannot be added (a validation message key), or null. */
export function pictureProblem(file: { type: string; size: number }, count: number): string | null {
  if (count >= REWARD_LIMITS.pictures) return 'activity_apply_remark_limit4';
  if (!(REWARD_LIMITS.pictureTypes as readonly string[]).includes(file.type)) return 'activity_image_type';
  if (file.size > REWARD_LIMITS.pictureBytes) return 'activity_apply_remark_limit3';
  return null;
}

/** SPEC §5: submit only when the required items are filled; with nothing required, always. */
export const canSubmit = (rules: Pick<ManualRules, 'remarkRequired' | 'imageRequired'>, remarks: string, pictures: number) =>
  (!rules.remarkRequired || remarks.trim().length > 0) && (!rules.imageRequired || pictures > 0);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * /m/applyReward?id=<promotion>: remarks (when required, ≤ 140) and up to 3
 * pictures (when required), Cancel clears both, Submit files the
 * application and returns to the promotions. Test ids: apply-remarks,
 * apply-picture-input, apply-picture-<n>, apply-remove-<n>, apply-cancel,
 * apply-submit.
 */
export function ApplyRewardScreen() {
  const { t } = useTranslation('promotions');
  const tm = useTranslation('money').t;
  const validation = useValidationText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<Array<{ name: string; url: string }>>([]);
  const id = Number(params.get('id'));
  const list = usePromotions(id > 0);
  const promotion = list.data?.find((p) => p.id === id && p.kind === 'manual');

  if (!(id > 0) || (list.isSuccess && !promotion)) return <Navigate to={ACTIVITY_PATH} replace />;
  const rules = promotion?.rules as ManualRules | undefined;

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

  const submit = () =>
    send(
      () => applyForReward({ promotionId: id, remarks: remarks.trim(), pictures: pictures.map((p) => p.url) }),
      () => {
        showToast(t('submitted'), 'success');
        void client.invalidateQueries({ queryKey: promotionKeys.all });
        void navigate(ACTIVITY_PATH);
      },
    );

  return (
    <Screen id="applyReward" title={t('applyTitle')} className="member-screen">
      {!rules ? <Spinner label={tm('submitting')} /> : null}
      {rules ? (
        <form
          className="card apply-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {rules.remarkRequired ? (
            <label className="ui-field">
              <span className="ui-field__label">{t('remarks')}</span>
              <textarea
                className="apply-form__remarks"
                data-testid="apply-remarks"
                maxLength={REWARD_LIMITS.remarks}
                rows={4}
                placeholder={t('remarksPlaceholder')}
                value={remarks}
                onChange={(event) => setRemarks(event.target.value)}
              />
              <span className="ui-field__hint">
                {remarks.length}/{REWARD_LIMITS.remarks}
              </span>
            </label>
          ) : null}
          {rules.imageRequired ? (
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
                      onClick={() => setPictures((current) => current.filter((_, i) => i !== index))}
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
          ) : null}
          <div className="apply-form__actions">
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="apply-cancel"
              onClick={() => {
                setRemarks('');
                setPictures([]);
              }}
            >
              {t('cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              data-testid="apply-submit"
              disabled={sending || !canSubmit(rules, remarks, pictures.length)}
              aria-busy={sending}
            >
              {t('submit')}
            </button>
          </div>
        </form>
      ) : null}
    </Screen>
  );
}
