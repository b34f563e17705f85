import { useState } from 'react';
import { useCustomMutation } from '@refinedev/core';
import { Alert, Button, Image, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API, CONTENT_IMAGE_MAX_BYTES, contentImageTypes, type ContentImage } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

interface ImageUploadProps {
  value?: string | null;
  onChange?: (url: string) => void;
  testId?: string;
}

/**
 * Picks a PNG, JPEG or WebP and uploads it (POST content/images): the field's value becomes the stored image's URL.
 * The size and type are checked here for a quick answer; the server checks the bytes again and decides.
 */
export function ImageUpload({ value, onChange, testId = 'image-upload' }: ImageUploadProps) {
  const { t } = useTranslation('content');
  const { mutateAsync, mutation } = useCustomMutation<ContentImage>();
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File) => {
    setFailure(null);
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setFailure(t('image.tooLarge'));
    try {
      const image = await readAsDataUrl(file);
      const { data } = await mutateAsync({
        url: API.operatorContentImages,
        method: 'post',
        values: { image },
        successNotification: false,
        errorNotification: false,
      });
      onChange?.(data.url);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {value ? (
        <div data-testid={`${testId}-image`}>
          <Image src={value} alt="" height={96} style={{ objectFit: 'contain', background: '#0b0d24' }} />
        </div>
      ) : (
        <Typography.Text type="secondary">{t('image.none')}</Typography.Text>
      )}
      <Upload
        accept={contentImageTypes.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={mutation.isPending} data-testid={testId}>
          {value ? t('image.replace') : t('image.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('image.rules')}
      </Typography.Text>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Space>
  );
}
