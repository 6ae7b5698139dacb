import { PictureOutlined } from '@ant-design/icons';
import type { RecentPhoto } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Image, Row, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getRecentPhotosQueryOptions } from '../api/get-recent-photos';
import { photoSrcOf } from '../utils/photo-src';
import { thumbnailStyles } from './photo-thumbnail';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** The day the photo stands for: the visit's completion, else when it was taken or uploaded. */
const photoDayOf = (photo: RecentPhoto) => photo.completedDate ?? photo.takenAt ?? photo.uploadedAt;

function RecentPhotoFigure({ photo }: { readonly photo: RecentPhoto }) {
  const { t } = useTranslation('photos');
  const format = useFormat();
  const name = photo.deceasedName ?? t('recent.unknownGrave');
  return (
    <figure style={{ margin: 0 }}>
      <Image
        src={photoSrcOf(photo.thumbnailUrl)}
        alt={photo.description?.trim() || t('recent.photoOf', { name })}
        loading="lazy"
        preview={{ src: photoSrcOf(photo.url) }}
        styles={thumbnailStyles}
      />
      <figcaption style={{ marginTop: 6 }}>
        <Flex vertical>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          {photo.cemeteryName && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: photo.cemeteryName }}>
              {photo.cemeteryName}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {format.date(photoDayOf(photo))}
          </Typography.Text>
        </Flex>
      </figcaption>
    </figure>
  );
}

/**
 * 'Latest photos of your graves' (the client's dashboard and Service Requests): the newest
 * after-photos of their graves — the proof of each visit — with the deceased, the cemetery and
 * the day; a click opens the large preview.
 */
export function RecentPhotosCard() {
  const { t } = useTranslation('photos');
  const headingId = useId();
  const recent = useQuery(getRecentPhotosQueryOptions());

  const body = recent.isPending ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : recent.isError ? (
    <LoadFailedAlert title={t('recent.loadFailed')} retryLabel={t('retry')} query={recent} />
  ) : recent.data.length === 0 ? (
    <Empty
      image={<PictureOutlined style={{ fontSize: 40, color: '#c9a45c' }} aria-hidden />}
      styles={{ image: { height: 48 } }}
      description={t('recent.empty')}
    />
  ) : (
    <Image.PreviewGroup>
      <Row gutter={[16, 16]}>
        {recent.data.map((photo) => (
          <Col key={photo.id} xs={12} sm={8} xl={4}>
            <RecentPhotoFigure photo={photo} />
          </Col>
        ))}
      </Row>
    </Image.PreviewGroup>
  );

  return (
    <section aria-labelledby={headingId}>
      <Card
        title={
          <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
            {t('recent.title')}
          </Typography.Title>
        }
      >
        {body}
      </Card>
    </section>
  );
}
