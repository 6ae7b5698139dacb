import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import type { PhotoType } from '@memorial-care/contracts/domain';
import type { Photo } from '@memorial-care/contracts/http';
import { Button, Col, Flex, Row, Typography, Upload } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadInFlight } from '../hooks/use-photo-uploads';
import { PhotoThumbnail } from './photo-thumbnail';
import { UploadProgressList } from './upload-progress-list';

export interface PhotoSectionProps {
  readonly type: PhotoType;
  readonly photos: readonly Photo[];
  /** Say "No before photos yet" when this grid is empty (there are photos of the other type). */
  readonly showEmpty: boolean;
  /**
   * Admin and the assigned caretaker: 'Take Before Photo' (the camera) and 'Add Before' (chosen
   * files), the photos still on the device, delete buttons.
   */
  readonly controls?: {
    readonly uploads: readonly UploadInFlight[];
    /** Called once per chosen file, for all files of one choice before the next render. */
    readonly onAdd: (file: File, type: PhotoType) => void;
    readonly onDelete: (photo: Photo) => Promise<void>;
  };
}

/**
 * A region "Before" (or "After"): its heading, the camera and 'Add Before' for staff, a
 * two-column grid, then this type's photos still waiting on the device.
 */
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
          <Flex gap="small" wrap>
            <PhotoPicker camera onAdd={(file) => controls.onAdd(file, type)}>
              {t(`take.${type}`)}
            </PhotoPicker>
            <PhotoPicker onAdd={(file) => controls.onAdd(file, type)}>
              {t(`add.${type}`)}
            </PhotoPicker>
          </Flex>
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

/**
 * A button that picks images: with `camera`, one photo from the phone's rear camera (taken at the
 * grave, not picked); otherwise several files. The upload queue sends each file itself.
 */
function PhotoPicker({
  camera = false,
  onAdd,
  children,
}: {
  readonly camera?: boolean;
  readonly onAdd: (file: File) => void;
  readonly children: ReactNode;
}) {
  return (
    <Upload
      accept="image/*"
      {...(camera ? { capture: 'environment' as const } : { multiple: true })}
      showUploadList={false}
      beforeUpload={(file) => {
        onAdd(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button
        size="small"
        icon={camera ? <CameraOutlined aria-hidden /> : <UploadOutlined aria-hidden />}
      >
        {children}
      </Button>
    </Upload>
  );
}
