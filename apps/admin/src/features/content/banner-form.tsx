import { useEffect, useRef, useState } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, bannerGroups, type Language, type OperatorBanner } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { BannerPreview } from './content-previews';
import { FormDrawer } from './form-drawer';
import { ImageUpload } from './image-upload';
import { scheduleFromApi, scheduleState, scheduleToApi, type ScheduleValues } from './schedule';
import { ScheduleFields } from './schedule-fields';
import { useContentActions } from './use-content-actions';
import { LanguageField, SortField } from './content-fields';

interface Values {
  groupName: string;
  language: Language;
  url: string;
  linkUrl: string;
  sort: number;
  schedule: ScheduleValues;
}

/** The live banners of the same group and language as players see them, with this draft in its place by sort. */
function previewUrls(all: readonly OperatorBanner[], draft: Partial<Values>, id: number | null) {
  const others = all.filter(
    (b) =>
      b.groupName === draft.groupName && b.language === draft.language && b.id !== id && scheduleState(b.startDate, b.endDate) === 'live',
  );
  const slides = others.map((b) => ({ url: b.url, sort: b.sort, own: false }));
  if (draft.url) slides.push({ url: draft.url, sort: draft.sort ?? 0, own: true });
  slides.sort((a, b) => a.sort - b.sort);
  return {
    urls: slides.map((s) => s.url),
    highlight: Math.max(
      0,
      slides.findIndex((s) => s.own),
    ),
  };
}

function BannerFields() {
  const { t } = useTranslation('content');
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="groupName" label={t('banners.group')}>
            <Select options={bannerGroups.map((g) => ({ value: g, label: t(`groups.${g}`) }))} data-testid="banner-group" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <LanguageField />
        </Col>
      </Row>
      <Form.Item
        name="url"
        label={t('banners.image')}
        rules={[{ required: true, message: t('banners.imageRequired') }]}
        extra={t('banners.size')}
      >
        <ImageUpload testId="banner-image" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={16}>
          <Form.Item name="linkUrl" label={t('banners.link')} extra={t('banners.linkHelp')}>
            <Input placeholder="/m/activity" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <SortField />
        </Col>
      </Row>
      <ScheduleFields />
    </>
  );
}

interface BannerFormProps {
  banner: OperatorBanner | null;
  /** The group a new banner starts in (the one the list shows). */
  group: string;
  all: OperatorBanner[];
  open: boolean;
  onClose: () => void;
}

/** Creates or edits one banner: its group, language, image (uploaded), link, order and schedule, beside a preview. */
export function BannerForm({ banner, group, all, open, onClose }: BannerFormProps) {
  const { t } = useTranslation('content');
  const { timeZone } = useFormat();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useContentActions('content-banners', { list: API.operatorBanners, item: API.operatorBanner });
  const draft = (Form.useWatch([], form) as Partial<Values> | undefined) ?? {};
  // Read when the form opens, not followed: a refetch of the list must not reset what the operator typed.
  const context = useRef({ all, group });
  context.current = { all, group };
  useEffect(() => {
    if (!open) return;
    const { all, group } = context.current;
    setFailure(null);
    form.resetFields();
    const schedule = banner ? scheduleFromApi(banner.startDate, banner.endDate, timeZone) : { start: null, end: null, noExpiry: true };
    const sort = Math.max(0, ...all.filter((b) => b.groupName === group).map((b) => b.sort)) + 1;
    form.setFieldsValue(
      banner
        ? { ...banner, language: banner.language as Language, linkUrl: banner.linkUrl ?? '', schedule }
        : { groupName: group, language: 'pt', url: '', linkUrl: '', sort, schedule },
    );
  }, [open, banner, form, timeZone]);
  const submit = async ({ schedule, linkUrl, ...rest }: Values) => {
    setFailure(null);
    try {
      await actions.save(banner?.id ?? null, { ...rest, linkUrl: linkUrl.trim() || null, ...scheduleToApi(schedule, timeZone) });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const preview = previewUrls(all, draft, banner?.id ?? null);
  return (
    <FormDrawer
      open={open}
      title={banner ? t('banners.edit') : t('banners.new')}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={actions.pending}
      failure={failure}
      saveTestId="banner-save"
      preview={
        <BannerPreview
          group={draft.groupName ?? group}
          language={draft.language ?? 'pt'}
          urls={preview.urls}
          highlight={preview.highlight}
        />
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <BannerFields />
      </Form>
    </FormDrawer>
  );
}
