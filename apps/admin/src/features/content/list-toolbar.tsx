import type { ReactNode } from 'react';
import { Button, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languages } from '@app/contract';

interface ListToolbarProps {
  /** Left: the list's own filter (group, type). */
  filter?: ReactNode;
  language: string | undefined;
  onLanguage: (language: string | undefined) => void;
  /** Whether the language filter may be cleared (every language at once). */
  allLanguages?: boolean;
  /** The "new" button's label, when the operator may create. */
  newLabel?: string | false;
  onNew: () => void;
  newTestId: string;
}

export function ListToolbar({ filter, language, onLanguage, allLanguages = true, newLabel, onNew, newTestId }: ListToolbarProps) {
  const { t } = useTranslation('content');
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
      {filter ?? <span />}
      <Space>
        <Select
          allowClear={allLanguages}
          placeholder={t('allLanguages')}
          value={language}
          onChange={onLanguage}
          style={{ width: 160 }}
          options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {newLabel && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid={newTestId}>
            {newLabel}
          </Button>
        )}
      </Space>
    </Space>
  );
}
