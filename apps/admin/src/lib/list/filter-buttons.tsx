import { Button, Form, Space, type FormInstance } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A filter form's two buttons: search (submits the form) and clear (empties every field and searches again, so the
 * list shows what an empty form asks for, not what the last search did).
 */
export function FilterButtons({ form, last = false }: { form: FormInstance | undefined; last?: boolean }) {
  const { t } = useTranslation();
  const clear = () => {
    form?.resetFields();
    form?.submit();
  };
  return (
    <Form.Item style={last ? { marginBottom: 0 } : undefined}>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common:list.search')}
        </Button>
        <Button icon={<ClearOutlined />} onClick={clear}>
          {t('common:list.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
