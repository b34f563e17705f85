import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ACTIVITY_PATH, REWARD_LIMITS, type ManualRules } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmit } from '../../../lib/forms/use-submit';
import { showToast } from '../../../lib/ui/toast-store';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { applyForReward, promotionKeys, usePromotions } from '../api/promotions';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import { PicturesField, usePictures } from './apply-pictures';
import '../../../components/ui/card.css';
import '../../../components/ui/field.css';
import './promotions.css';

registerMoneyTexts();
registerPromotionsTexts();

/** SPEC §5: submit only when the required items are filled; with nothing required, always. */
export const canSubmit = (rules: Pick<ManualRules, 'remarkRequired' | 'imageRequired'>, remarks: string, pictures: number) =>
  (!rules.remarkRequired || remarks.trim().length > 0) && (!rules.imageRequired || pictures > 0);

/** The remarks box with its count of characters against the limit. */
function RemarksField({ remarks, setRemarks }: { remarks: string; setRemarks: (remarks: string) => void }) {
  const { t } = useTranslation('promotions');
  return (
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
  );
}

/** The application form of a manual promotion, with the items its rules ask for. */
function ApplyForm({ id, rules }: { id: number; rules: ManualRules }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const [remarks, setRemarks] = useState('');
  const { pictures, addFiles, remove, clear } = usePictures();

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
    <form
      className="card apply-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {rules.remarkRequired ? <RemarksField remarks={remarks} setRemarks={setRemarks} /> : null}
      {rules.imageRequired ? <PicturesField pictures={pictures} addFiles={addFiles} remove={remove} /> : null}
      <div className="apply-form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          data-testid="apply-cancel"
          onClick={() => {
            setRemarks('');
            clear();
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
  );
}

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
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const list = usePromotions(id > 0);
  const promotion = list.data?.find((p) => p.id === id && p.kind === 'manual');

  if (!(id > 0) || (list.isSuccess && !promotion)) return <Navigate to={ACTIVITY_PATH} replace />;
  const rules = promotion?.rules as ManualRules | undefined;

  return (
    <Screen id="applyReward" title={t('applyTitle')} className="member-screen">
      {!rules ? <Spinner label={tm('submitting')} /> : null}
      {rules ? <ApplyForm id={id} rules={rules} /> : null}
    </Screen>
  );
}
