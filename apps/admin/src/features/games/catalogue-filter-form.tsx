import { Col, Form, Input, Row, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { GAME_LABELS, gameTypes, type OperatorVendor } from '@app/contract';
import { FilterButtons } from '../../lib/list/filter-buttons';
import type { CatalogueFilterValues } from './catalogue-filters';

/** Search by name or code; vendor, type, state and label. */
export function CatalogueFilterForm({ formProps, vendors }: { formProps: FormProps<CatalogueFilterValues>; vendors: OperatorVendor[] }) {
  const { t } = useTranslation('games');
  const any = t('common:list.any');
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={12} align="bottom">
        <Col span={5}>
          <Form.Item name="search" label={t('filters.search')}>
            <Input allowClear maxLength={64} data-testid="games-search" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="vendor" label={t('filters.vendor')}>
            <Select
              allowClear
              showSearch
              placeholder={any}
              options={vendors.map((v) => ({ value: v.code, label: `${v.name} (${v.code})` }))}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="gameType" label={t('filters.gameType')}>
            <Select allowClear placeholder={any} options={gameTypes.map((g) => ({ value: g, label: t(`gameTypes.${g}`) }))} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="enabled" label={t('filters.enabled')}>
            <Select
              allowClear
              placeholder={any}
              options={(['true', 'false'] as const).map((v) => ({ value: v, label: t(`filters.enabledValues.${v}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="label" label={t('filters.label')}>
            <Select allowClear placeholder={any} options={GAME_LABELS.map((l) => ({ value: l, label: t(`labels.${l}`) }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <FilterButtons form={formProps.form} />
        </Col>
      </Row>
    </Form>
  );
}
