import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import {
  API,
  languages,
  type AnnouncementInput,
  type Language,
  type OperatorAnnouncement,
  type OperatorPromotionView,
} from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { errorText } from '../../lib/i18n/error-text';
import { useOperatorCall } from './use-promotion-calls';

type PageValues = Record<Language, { title: string; content: string; image: string }>;

const CONTENT_MAX = 100_000;

/** The PR announcement body for one language: its dates are the promotion's, its link the promotion's id. */
function pageBody(promotion: OperatorPromotionView, language: Language, page: PageValues[Language]): AnnouncementInput {
  const image = page.image.trim();
  return {
    type: 'PR',
    language,
    title: page.title.trim(),
    content: page.content,
    category: promotion.category,
    startDate: promotion.startsAt ?? new Date().toISOString(),
    endDate: promotion.endsAt,
    linkedPromotionId: promotion.id,
    imageUrl: image || null,
    announcementImages: image ? [1, 2].map((sequence) => ({ url: image, sequence })) : [],
  };
}

/** Title, text and cover image of the page in one language. */
function PageLanguageFields({ language }: { language: Language }) {
  const { t } = useTranslation('promotions');
  return (
    <Col span={12}>
      <Typography.Title level={5}>{t(`languages.${language}`)}</Typography.Title>
      <Form.Item name={[language, 'title']} label={t('pageTitleField')}>
        <Input maxLength={200} data-testid={`page-title-${language}`} />
      </Form.Item>
      <Form.Item name={[language, 'content']} label={t('pageContent')} extra={t('help.pageContent')}>
        <Input.TextArea rows={4} maxLength={CONTENT_MAX} data-testid={`page-content-${language}`} />
      </Form.Item>
      <Form.Item name={[language, 'image']} label={t('pageImage')} extra={t('help.pageImage')}>
        <Input maxLength={1000} placeholder="/promotions/cover.svg" data-testid={`page-image-${language}`} />
      </Form.Item>
    </Col>
  );
}

/**
 * What players read about the promotion on /m/activity: its PR announcement in each language (title, text the server
 * sanitises, a cover image), linked to the promotion. Publishing creates or replaces them (content.manage).
 */
export function PromotionPagePanel({ promotion }: { promotion: OperatorPromotionView }) {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const [form] = Form.useForm<PageValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const { send, pending } = useOperatorCall([]);
  const { query } = useCustom<OperatorAnnouncement[]>({
    url: API.operatorAnnouncements,
    method: 'get',
    config: { query: { type: 'PR' } },
  });
  const pages = (query.data?.data ?? []).filter((a) => a.linkedPromotionId === promotion.id);
  const pageOf = (language: Language) => pages.find((a) => a.language === language);

  useEffect(() => {
    const values = Object.fromEntries(
      languages.map((l) => {
        const page = pages.find((a) => a.language === l);
        return [l, { title: page?.title ?? '', content: page?.content ?? '', image: page?.imageUrl ?? '' }];
      }),
    ) as PageValues;
    form.setFieldsValue(values);
    // Only when the stored pages change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(pages.map((p) => p.id)), form]);

  const publish = async (values: PageValues) => {
    setFailure(null);
    try {
      for (const language of languages) {
        if (!values[language]?.title.trim()) continue;
        const body = pageBody(promotion, language, values[language]);
        const existing = pageOf(language);
        if (existing) await send(fillPath(API.operatorAnnouncement, { id: existing.id }), 'put', body);
        else await send(API.operatorAnnouncements, 'post', body);
      }
      void message.success(t('published'));
      void query.refetch();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Card title={t('pageTitle')} data-testid="promotion-page">
      <Typography.Paragraph type="secondary">{pages.length ? t('pageLive') : t('pageNone')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={publish}>
        <Row gutter={24}>
          {languages.map((language) => (
            <PageLanguageFields key={language} language={language} />
          ))}
        </Row>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={pending} data-testid="promotion-publish">
          {t('publish')}
        </Button>
      </Form>
    </Card>
  );
}
