import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, promotionEditSchema, promotionKinds, type OperatorPromotionView, type PromotionKind } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { inZone, zonedIso } from '../../lib/format/time';
import { errorText, fieldErrors, knownFieldText } from '../../lib/i18n/error-text';
import { CATEGORIES, DEFAULT_RULES, newValues, toBody, toValues, type EditorValues } from './rule-fields';
import { RuleInputs } from './rule-inputs';
import { PromotionPagePanel } from './promotion-page-panel';
import { useOperatorCall } from './use-promotion-calls';
import { PROMOTIONS_PATH } from './paths';

/** Field problems (schema issues or the server's) onto the form's fields. */
function useShowProblems(form: ReturnType<typeof Form.useForm<EditorValues>>[0]) {
  const { t } = useTranslation('promotions');
  return (problems: Record<string, string>) =>
    form.setFields(
      Object.entries(problems).map(([path, text]) => ({
        name: path === 'startsAt' || path === 'endsAt' ? 'schedule' : path.split('.'),
        errors: [text || t('invalid')],
      })),
    );
}

/** Code, kind (fixed once created), category, switch and schedule. */
function PromotionFields({ editing, onKindChange }: { editing: boolean; onKindChange: (kind: PromotionKind) => void }) {
  const { t } = useTranslation('promotions');
  const { dateFormat } = useFormat();
  return (
    <>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="code" label={t('code')} tooltip={t('help.code')} rules={[{ required: true, message: t('required') }]}>
            <Input maxLength={32} data-testid="promotion-code" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="kind" label={t('kind')} tooltip={editing ? t('help.kindFixed') : undefined}>
            <Select
              data-testid="promotion-kind"
              disabled={editing}
              onChange={onKindChange}
              options={promotionKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="category" label={t('category')}>
            <Select data-testid="promotion-category" options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch data-testid="promotion-enabled" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="schedule" label={t('schedule')} extra={t('help.schedule')}>
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          format={`${dateFormat} HH:mm`}
          placeholder={[t('startsNow'), t('noEnd')]}
          data-testid="promotion-schedule"
        />
      </Form.Item>
    </>
  );
}

/** Creates or edits one promotion: code, kind, category, switch, schedule and the rules of its kind. */
export function PromotionEditor() {
  const { id } = useParams();
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { timeZone } = useFormat();
  const [form] = Form.useForm<EditorValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const { send, pending } = useOperatorCall(['promotions']);
  const showProblems = useShowProblems(form);
  const { query } = useCustom<OperatorPromotionView>({
    url: fillPath(API.operatorPromotion, { id: id ?? '0' }),
    method: 'get',
    queryOptions: { enabled: Boolean(id) },
  });
  const saved = id ? query.data?.data : undefined;
  const kind = Form.useWatch('kind', form) as PromotionKind | undefined;

  useEffect(() => {
    form.setFieldsValue(
      (saved ? toValues(saved, (iso) => inZone(iso, timeZone)) : newValues()) as Parameters<typeof form.setFieldsValue>[0],
    );
  }, [saved, form, timeZone]);

  const submit = async (values: EditorValues) => {
    setFailure(null);
    const body = toBody(values, (picked) => zonedIso(picked, timeZone));
    const checked = promotionEditSchema.safeParse(body);
    if (!checked.success) {
      showProblems(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), knownFieldText(i.message) ?? ''])));
      return;
    }
    try {
      const done = id
        ? await send<OperatorPromotionView>(fillPath(API.operatorPromotion, { id }), 'put', body)
        : await send<OperatorPromotionView>(API.operatorPromotions, 'post', body);
      void message.success(t('saved'));
      if (id) void query.refetch();
      else void navigate(`${PROMOTIONS_PATH}/${done.id}`);
    } catch (error) {
      showProblems(fieldErrors(error));
      setFailure(errorText(error));
    }
  };

  const changeKind = (next: PromotionKind) => form.setFieldValue('rules', { ...DEFAULT_RULES[next] });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={id ? t('editTitle', { code: saved?.code ?? '' }) : t('newTitle')}
        extra={<Button onClick={() => void navigate(PROMOTIONS_PATH)}>{t('back')}</Button>}
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="promotion-editor">
          <PromotionFields editing={Boolean(id)} onKindChange={changeKind} />
          <Typography.Title level={5}>{t('rulesTitle')}</Typography.Title>
          {kind ? <RuleInputs kind={kind} /> : null}
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={pending} data-testid="promotion-save">
            {t('save')}
          </Button>
        </Form>
      </Card>
      {saved ? <PromotionPagePanel promotion={saved} /> : null}
    </Space>
  );
}
