import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages } from '@app/contract';
import { RichTextEditor } from './rich-text-editor';

/** The fields every kind of content shares (banners, announcements, help entries), written once. */

/** Which site language the piece shows in. */
export function LanguageField() {
  const { t } = useTranslation('content');
  return (
    <Form.Item name="language" label={t('language')}>
      <Select options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
    </Form.Item>
  );
}

/** Where the piece stands among its kind (lower first). */
export function SortField() {
  const { t } = useTranslation('content');
  return (
    <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')}>
      <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A required heading and its rich text (sanitised by the server on save). */
export function TitleAndContentFields({ testId }: { testId: string }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Form.Item name="title" label={t('heading')} rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}>
        <Input maxLength={200} data-testid={`${testId}-title`} />
      </Form.Item>
      <Form.Item name="content" label={t('content')}>
        <RichTextEditor testId={`${testId}-content`} />
      </Form.Item>
    </>
  );
}
