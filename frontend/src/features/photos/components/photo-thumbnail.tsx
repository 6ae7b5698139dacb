import { DeleteOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { Photo, PhotoPresence } from '@memorial-care/contracts/http';
import { Button, Flex, Image, Popconfirm, Tooltip, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { photoSrcOf } from '../utils/photo-src';
import { PhotoPresenceTag } from './photo-presence-tag';
import { PhotoProofDetails } from './photo-proof-details';

/** Thumbnails share one shape whatever the photo's: 4:3, cropped to fill. */
export const thumbnailStyles = {
  root: { display: 'block', width: '100%' },
  image: {
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: 8,
    background: '#f0ede6',
  },
} as const satisfies Record<string, CSSProperties>;

const deleteButtonStyle: CSSProperties = {
  position: 'absolute',
  top: 6,
  right: 6,
  zIndex: 2,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
};

/** The alt text: the photo's description, else "Before photo" / "After photo". */
export function usePhotoAlt() {
  const { t } = useTranslation('photos');
  return (photo: Pick<Photo, 'type' | 'description'>) =>
    photo.description?.trim() || t(`alt.${photo.type}`);
}

/**
 * Beneath an admin's thumbnail (only the admin's answers carry `presence`): where the photo was
 * taken against its cemetery, and "Proof", which opens the photo's proof details.
 */
function PhotoProofLine({
  photo,
  presence,
  alt,
}: {
  readonly photo: Photo;
  readonly presence: PhotoPresence;
  readonly alt: string;
}) {
  const { t } = useTranslation('photos');
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" justify="space-between" gap={4} wrap style={{ marginTop: 4 }}>
      <PhotoPresenceTag presence={presence} />
      <Button
        size="small"
        type="link"
        icon={<SafetyCertificateOutlined aria-hidden />}
        aria-label={t('proof.openLabel', { name: alt })}
        onClick={() => setOpen(true)}
        style={{ paddingInline: 0 }}
      >
        {t('proof.open')}
      </Button>
      {open && (
        <PhotoProofDetails
          photo={{ ...photo, presence }}
          name={alt}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}

/**
 * One photo: the thumbnail (its upload date, and when the camera took it, on hover), a click opens
 * the large preview, its description (if any) beneath; with `onDelete`, a delete button that asks
 * first. The admin also sees where it was taken and its proof details.
 */
export function PhotoThumbnail({
  photo,
  onDelete,
}: {
  readonly photo: Photo;
  /** Admin and the assigned caretaker: resolves once the delete is done (or failed). */
  readonly onDelete?: (photo: Photo) => Promise<void>;
}) {
  const { t } = useTranslation('photos');
  const format = useFormat();
  const alt = usePhotoAlt()(photo);
  // Closed when the preview opens: else it would stay on top and take the preview's Escape.
  const [datesShown, setDatesShown] = useState(false);
  const dates = (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <span>{t('uploadedAt', { date: format.dateTime(photo.uploadedAt) })}</span>
      {photo.takenAt && <span>{t('takenAt', { date: format.dateTime(photo.takenAt) })}</span>}
    </Flex>
  );

  return (
    <div style={{ position: 'relative' }} data-photo-id={photo.id}>
      <Tooltip
        title={dates}
        mouseEnterDelay={0.3}
        open={datesShown}
        onOpenChange={setDatesShown}
        styles={{ root: { maxWidth: 'none' } }}
      >
        <div onClickCapture={() => setDatesShown(false)}>
          <Image
            src={photoSrcOf(photo.thumbnailUrl)}
            alt={alt}
            loading="lazy"
            preview={{ src: photoSrcOf(photo.url) }}
            styles={thumbnailStyles}
          />
        </div>
      </Tooltip>
      {photo.presence && <PhotoProofLine photo={photo} presence={photo.presence} alt={alt} />}
      {photo.description?.trim() && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: photo.description }}
          style={{ fontSize: 13, margin: '4px 0 0' }}
        >
          {photo.description}
        </Typography.Paragraph>
      )}
      {onDelete && (
        <Popconfirm
          title={t('deleteConfirm')}
          okText={t('delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('cancel')}
          onConfirm={() => onDelete(photo)}
        >
          <Button
            size="small"
            shape="circle"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('deletePhoto', { name: alt })}
            style={deleteButtonStyle}
          />
        </Popconfirm>
      )}
    </div>
  );
}
