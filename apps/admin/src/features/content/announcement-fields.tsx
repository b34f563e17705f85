import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { audiences, bannerGroups, storedAnnouncementTypes } from '@app/contract';
import { ImageUpload } from './image-upload';
import { ScheduleFields } from './schedule-fields';
import { LanguageField, SortField, TitleAndContentFields } from './content-fields';

/** An announcement's fields; the audience is hidden for agent announcements (always for agents). */
export function AnnouncementFields({ type }: { type: string }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="type" label={t('announcements.type')}>
            <Select options={storedAnnouncementTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))} data-testid="announcement-type" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <LanguageField />
        </Col>
        <Col span={8}>
          <Form.Item name="audience" label={t('announcements.audience')} hidden={type === 'A'}>
            <Select options={audiences.map((a) => ({ value: a, label: t(`audiences.${a}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <TitleAndContentFields testId="announcement" />
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="imageUrl" label={t('announcements.image')}>
            <ImageUpload testId="announcement-image" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="groupName" label={t('announcements.group')} extra={t('announcements.groupHelp')}>
            <Select allowClear options={bannerGroups.map((g) => ({ value: g, label: t(`groups.${g}`) }))} />
          </Form.Item>
          <Form.Item name="linkUrl" label={t('banners.link')}>
            <Input placeholder="/m/activity" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="category" label={t('announcements.category')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <SortField />
        </Col>
      </Row>
      <ScheduleFields />
    </>
  );
}
