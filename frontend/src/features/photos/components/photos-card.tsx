import { photoLimits, photoTypes, type PhotoType } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Image, Input, Row, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPhotosQueryOptions } from '../api/get-photos';
import { useDeletePhotoAction } from '../hooks/use-delete-photo-action';
import { useMayChangePhotos } from '../hooks/use-may-change-photos';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import type { PhotoRequest, PhotoViewer } from '../utils/photo-controls';
import { photosByType } from '../utils/photo-groups';
import { PhotoSection } from './photo-section';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

export interface PhotosCardProps {
  readonly request: PhotoRequest & { readonly id: string };
  readonly viewer: PhotoViewer;
}

/**
 * Card 'Before & After Photos' (spec part 2, §2): a Before grid and an After grid, two columns
 * each; hovering a thumbnail shows its upload date, a click the large preview (browsing every
 * photo of the request). Admin and the assigned caretaker get 'Add Before' / 'Add After' (images
 * only, several at once, each with its progress), an optional description for the photos they
 * choose next (shown beneath them, and their alt text) and a delete button on each photo; a client
 * sees the photos only. Empty: 'No photos uploaded yet'.
 */
export function PhotosCard({ request, viewer }: PhotosCardProps) {
  const { t } = useTranslation('photos');
  const photos = useQuery(getPhotosQueryOptions(request.id));
  const canChange = useMayChangePhotos(viewer, request);
  const uploads = usePhotoUploads(request.id);
  const deletePhoto = useDeletePhotoAction();
  const groups = useMemo(() => photosByType(photos.data ?? []), [photos.data]);
  // Goes with the files of the next choice (all of them), then clears for the next photos.
  const [description, setDescription] = useState('');
  const descriptionId = useId();
  const addPhoto = (file: File, type: PhotoType) => {
    uploads.add(file, type, description);
    setDescription('');
  };

  const hasPhotos = (photos.data?.length ?? 0) > 0;
  const controls = canChange
    ? { uploads: uploads.inFlight, onAdd: addPhoto, onDelete: deletePhoto }
    : undefined;

  const body = photos.isPending ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : photos.isError ? (
    <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={photos} />
  ) : (
    <Flex vertical gap={12}>
      {/* Photos still on the device are shown in their grids: "none yet" would be untrue. */}
      {!hasPhotos && uploads.inFlight.length === 0 && (
        <Typography.Text type="secondary">{t('empty')}</Typography.Text>
      )}
      {controls && (
        <Flex vertical gap={4}>
          <label htmlFor={descriptionId}>{t('description.label')}</label>
          <Input
            id={descriptionId}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t('description.placeholder')}
            maxLength={photoLimits.descriptionMaxLength}
            allowClear
          />
        </Flex>
      )}
      {(hasPhotos || controls) && (
        <Image.PreviewGroup>
          <Row gutter={[24, 16]}>
            {photoTypes.map((type) => (
              <Col key={type} xs={24} sm={12}>
                <PhotoSection
                  type={type}
                  photos={groups[type]}
                  showEmpty={hasPhotos}
                  controls={controls}
                />
              </Col>
            ))}
          </Row>
        </Image.PreviewGroup>
      )}
    </Flex>
  );

  return (
    <Card title={t('title')} size="small">
      {body}
    </Card>
  );
}
