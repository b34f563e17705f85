import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** Decimal odds as the book takes them: two places, above 1.00 (a comma is accepted and sent as a point). */
export const ODDS_PATTERN = /^\d{1,4}[.,]\d{2}$/;
export const oddsValue = (text: string): string => text.trim().replace(',', '.');
const above1 = (text: string) => Number(oddsValue(text)) > 1;

/** The money line's three prices; the draw only where the sport has one. */
export function OddsFields({ withDraw }: { withDraw: boolean }) {
  const { t } = useTranslation('games');
  const rules = [
    { required: true, message: t('fixtures.oddsHelp') },
    {
      validator: async (_: unknown, value: string | undefined) =>
        !value || (ODDS_PATTERN.test(value.trim()) && above1(value)) ? undefined : Promise.reject(new Error(t('fixtures.oddsHelp'))),
    },
  ];
  const span = withDraw ? 8 : 12;
  return (
    <Row gutter={12}>
      <Col span={span}>
        <Form.Item name="homeOdds" label={t('fixtures.homeOdds')} rules={rules}>
          <Input inputMode="decimal" maxLength={7} placeholder="2.10" />
        </Form.Item>
      </Col>
      {withDraw && (
        <Col span={span}>
          <Form.Item name="drawOdds" label={t('fixtures.drawOdds')} rules={rules}>
            <Input inputMode="decimal" maxLength={7} placeholder="3.20" />
          </Form.Item>
        </Col>
      )}
      <Col span={span}>
        <Form.Item name="awayOdds" label={t('fixtures.awayOdds')} rules={rules}>
          <Input inputMode="decimal" maxLength={7} placeholder="3.50" />
        </Form.Item>
      </Col>
    </Row>
  );
}
