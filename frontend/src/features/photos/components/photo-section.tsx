import { UploadOutlined } from '@ant-design/icons';
import type { PhotoType } from '@memorial-care/contracts/domain';
import type { Photo } from '@memorial-care/contracts/http';
import { Button, Col, Flex, Row, Typography, Upload } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadInFlight } from '../hooks/use-photo-uploads';
import { PhotoThumbnail } from './photo-thumbnail';
import { UploadProgressList } from './upload-progress-list';

export interface PhotoSectionProps {
  readonly type: PhotoType;
  readonly photos: readonly Photo[];
  /** Say "No before photos yet" when this grid is empty (there are photos of the other type). */
  readonly showEmpty: boolean;
  /** Admin and the assigned caretaker: the add button, the files in flight, delete buttons. */
  readonly controls?: {
    readonly uploads: readonly UploadInFlight[];
    /** Called once per chosen file, for all files of one choice before the next render. */
    readonly onAdd: (file: File, type: PhotoType) => void;
    readonly onDelete: (photo: Photo) => Promise<void>;
  };
}

/** A region "Before" (or "After"): its heading, 'Add Before' for staff, a two-column grid. */
export function PhotoSection({ type, photos, showEmpty, controls }: PhotoSectionProps) {
  const { t } = useTranslation('photos');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
          {t(`groups.${type}`)}
        </Typography.Title>
        {controls && (
          <Upload
            accept="image/*"
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              controls.onAdd(file, type);
              // The hook sends the file itself (one call per file, with progress).
              return Upload.LIST_IGNORE;
            }}
          >
            <Button size="small" icon={<UploadOutlined aria-hidden />}>
              {t(`add.${type}`)}
            </Button>
          </Upload>
        )}
      </Flex>
      <Flex vertical gap={8}>
        {photos.length > 0 ? (
          <Row gutter={[8, 8]}>
            {photos.map((photo) => (
              <Col key={photo.id} span={12}>
                <PhotoThumbnail photo={photo} onDelete={controls?.onDelete} />
              </Col>
            ))}
          </Row>
        ) : (
          showEmpty && <Typography.Text type="secondary">{t(`groupEmpty.${type}`)}</Typography.Text>
        )}
        {controls && (
          <UploadProgressList uploads={controls.uploads.filter((upload) => upload.type === type)} />
        )}
      </Flex>
    </section>
  );
}
