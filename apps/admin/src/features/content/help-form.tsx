import { useEffect, useRef, useState } from 'react';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type Language, type OperatorHelpEntry } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { HelpPreview } from './content-previews';
import { FormDrawer } from './form-drawer';
import { scheduleFromApi, scheduleState, scheduleToApi, type ScheduleValues } from './schedule';
import { ScheduleFields } from './schedule-fields';
import { useContentActions } from './use-content-actions';
import { LanguageField, SortField, TitleAndContentFields } from './content-fields';

interface Values {
  language: Language;
  sort: number;
  title: string;
  content: string;
  schedule: ScheduleValues;
}

export interface HelpEdit {
  id: number | null;
  item: OperatorHelpEntry | null;
}

/** The help centre's titles as players will see them: the live entries of the language with this draft by sort. */
function previewTitles(all: readonly OperatorHelpEntry[], draft: Partial<Values>, id: number | null) {
  const entries = all
    .filter((e) => e.language === draft.language && e.id !== id && scheduleState(e.startDate, e.endDate) === 'live')
    .map((e) => ({ title: e.title, sort: e.sort, own: false }));
  entries.push({ title: draft.title || '…', sort: draft.sort ?? 0, own: true });
  entries.sort((a, b) => a.sort - b.sort);
  return { titles: entries.map((e) => e.title), active: entries.findIndex((e) => e.own) };
}

function HelpFields() {
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <LanguageField />
        </Col>
        <Col span={12}>
          <SortField />
        </Col>
      </Row>
      <TitleAndContentFields testId="help" />
      <ScheduleFields />
    </>
  );
}

/** Creates or edits a help-centre entry (title, rich-text body, order, schedule) beside a phone preview. */
export function HelpForm({ edit, all, onClose }: { edit: HelpEdit | undefined; all: OperatorHelpEntry[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { timeZone } = useFormat();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useContentActions('content-help', { list: API.operatorHelpEntries, item: API.operatorHelpEntry });
  const draft = (Form.useWatch([], form) as Partial<Values> | undefined) ?? {};
  const item = edit?.item ?? null;
  // Read when the form opens, not followed: a refetch of the list must not reset what the operator typed.
  const entries = useRef(all);
  entries.current = all;
  useEffect(() => {
    if (!edit) return;
    setFailure(null);
    form.resetFields();
    const schedule = item ? scheduleFromApi(item.startDate, item.endDate, timeZone) : { start: null, end: null, noExpiry: true };
    const sort = Math.max(0, ...entries.current.map((e) => e.sort)) + 1;
    form.setFieldsValue(
      item ? { ...item, language: item.language as Language, schedule } : { language: 'pt', sort, title: '', content: '', schedule },
    );
  }, [edit, item, form, timeZone]);
  const submit = async ({ schedule, ...values }: Values) => {
    setFailure(null);
    try {
      await actions.save(edit?.id ?? null, { ...values, ...scheduleToApi(schedule, timeZone) });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const preview = previewTitles(all, draft, edit?.id ?? null);
  return (
    <FormDrawer
      open={edit !== undefined}
      title={edit?.id ? t('help.edit') : t('help.new')}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={actions.pending}
      failure={failure}
      saveTestId="help-save"
      preview={
        <HelpPreview language={draft.language ?? 'pt'} titles={preview.titles} active={preview.active} content={draft.content ?? ''} />
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <HelpFields />
      </Form>
    </FormDrawer>
  );
}
