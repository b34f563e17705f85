import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type Language, type OperatorAnnouncement } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { AnnouncementFields } from './announcement-fields';
import { AnnouncementPreview } from './content-previews';
import { FormDrawer } from './form-drawer';
import { scheduleFromApi, scheduleToApi, type ScheduleValues } from './schedule';
import { useContentActions } from './use-content-actions';

interface Values {
  type: OperatorAnnouncement['type'];
  language: Language;
  audience: OperatorAnnouncement['audience'];
  title: string;
  content: string;
  category: string;
  groupName: string | null;
  imageUrl: string | null;
  linkUrl: string;
  sort: number;
  schedule: ScheduleValues;
}

/** What the form edits; `id` null creates (a copy into the other language is a new item with the same fields). */
export interface AnnouncementEdit {
  id: number | null;
  item: OperatorAnnouncement | null;
}

const NO_SCHEDULE: ScheduleValues = { start: null, end: null, noExpiry: true };
const BLANK: Omit<Values, 'schedule'> = {
  type: 'PL',
  language: 'pt',
  audience: 'all',
  title: '',
  content: '',
  category: '',
  groupName: null,
  imageUrl: null,
  linkUrl: '',
  sort: 0,
};

function toValues(item: OperatorAnnouncement | null, timeZone: string): Values {
  if (!item) return { ...BLANK, schedule: NO_SCHEDULE };
  const schedule = scheduleFromApi(item.startDate, item.endDate, timeZone);
  return { ...item, category: item.category ?? '', linkUrl: item.linkUrl ?? '', schedule };
}

/** The API's body: a start left empty is now; what the form does not show goes back unchanged (a save replaces). */
function toBody({ schedule, category, linkUrl, ...rest }: Values, item: OperatorAnnouncement | null, timeZone: string) {
  const when = scheduleToApi(schedule, timeZone);
  return {
    ...rest,
    category: category.trim() || null,
    linkUrl: linkUrl.trim() || null,
    startDate: when.startDate ?? new Date().toISOString(),
    endDate: when.endDate,
    linkedPromotionId: item?.linkedPromotionId ?? null,
    announcementImages: item?.announcementImages ?? [],
  };
}

/** Creates or edits an announcement of any type, in one language, with a rich-text body, beside a phone preview. */
export function AnnouncementForm({ edit, onClose }: { edit: AnnouncementEdit | undefined; onClose: () => void }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useContentActions('content-announcements', { list: API.operatorAnnouncements, item: API.operatorAnnouncement });
  const draft = (Form.useWatch([], form) as Partial<Values> | undefined) ?? {};
  const item = edit?.item ?? null;
  useEffect(() => {
    if (!edit) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(toValues(item, format.timeZone));
  }, [edit, item, form, format.timeZone]);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await actions.save(edit?.id ?? null, toBody(values, item, format.timeZone));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const start = draft.schedule?.start ? scheduleToApi(draft.schedule, format.timeZone).startDate : null;
  const previewDraft = {
    type: draft.type ?? 'PL',
    language: draft.language ?? 'pt',
    title: draft.title ?? '',
    content: draft.content ?? '',
    imageUrl: draft.imageUrl ?? null,
    startLabel: format.dateTime(start ?? new Date().toISOString()),
  };
  return (
    <FormDrawer
      open={edit !== undefined}
      title={edit?.id ? t('announcements.edit') : t('announcements.new')}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={actions.pending}
      failure={failure}
      saveTestId="announcement-save"
      preview={<AnnouncementPreview draft={previewDraft} />}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <AnnouncementFields type={previewDraft.type} />
      </Form>
    </FormDrawer>
  );
}
