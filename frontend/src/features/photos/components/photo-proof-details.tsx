import type { GeoPoint } from '@memorial-care/contracts/domain';
import type { Photo, PhotoPresence, PhotoVerification } from '@memorial-care/contracts/http';
import { Alert, Button, Descriptions, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinates, formatDistance } from '../../../lib/geo-format';
import { intlLocale } from '../../../lib/languages';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { usePhotoProofActions } from '../hooks/use-photo-proof-actions';
import { PhotoPresenceTag } from './photo-presence-tag';

const verificationAlert: Record<PhotoVerification['result'], 'success' | 'error' | 'warning'> = {
  match: 'success',
  mismatch: 'error',
  original_not_kept: 'warning',
  original_missing: 'error',
};

export interface PhotoProofDetailsProps {
  readonly photo: Photo & { readonly presence: PhotoPresence };
  /** The photo's name (its alt text), for the dialog's title. */
  readonly name: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The admin's view of a photo as a proof: where it was taken (the camera's GPS, the device's
 * fix) against its cemetery, when, by whom, the uploaded file's SHA-256, and the actions
 * "Verify" (the kept original's hash again) and "Use as cemetery position".
 */
export function PhotoProofDetails({ photo, name, open, onClose }: PhotoProofDetailsProps) {
  const { t } = useTranslation('photos');
  const format = useFormat();
  const language = useLanguage();
  const actions = usePhotoProofActions();
  const [verification, setVerification] = useState<PhotoVerification | null>(null);
  const [busy, setBusy] = useState<'verify' | 'place' | null>(null);
  const { presence } = photo;
  const { cemetery } = presence;
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const at = (point: GeoPoint | null) => (point ? formatCoordinates(point) : null);

  const run = async (action: 'verify' | 'place') => {
    setBusy(action);
    try {
      if (action === 'verify') setVerification(await actions.verify(photo));
      else await actions.placeCemeteryHere(photo);
    } finally {
      setBusy(null);
    }
  };

  const device = presence.devicePosition;
  const items = [
    {
      key: 'verdict',
      label: t('proof.whereTaken'),
      children: <PhotoPresenceTag presence={presence} />,
    },
    {
      key: 'distance',
      label: t('proof.distance'),
      children:
        presence.distanceMeters === null
          ? secondary(t('proof.none'))
          : formatDistance(presence.distanceMeters, language),
    },
    {
      key: 'source',
      label: t('proof.judgedBy'),
      children: t(`proof.source.${presence.source ?? 'none'}`),
    },
    {
      key: 'camera',
      label: t('proof.cameraPosition'),
      children: at(presence.cameraPosition) ?? secondary(t('proof.none')),
    },
    {
      key: 'device',
      label: t('proof.devicePosition'),
      children: device
        ? t('proof.withAccuracy', {
            position: formatCoordinates(device),
            accuracy: formatDistance(device.accuracyMeters, language),
          })
        : secondary(t('proof.none')),
    },
    {
      key: 'cemetery',
      label: t('proof.cemetery'),
      children: !cemetery
        ? secondary(t('proof.noCemetery'))
        : cemetery.position
          ? t('proof.cemeteryPosition', { name: cemetery.name, position: at(cemetery.position) })
          : secondary(t('proof.cemeteryUnplaced', { name: cemetery.name })),
    },
    {
      key: 'takenAt',
      label: t('proof.takenAt'),
      children: photo.takenAt ? format.dateTime(photo.takenAt) : secondary(t('proof.notRecorded')),
    },
    {
      key: 'uploaded',
      label: t('proof.uploaded'),
      children: photo.uploadedBy.name
        ? t('proof.uploadedBy', {
            date: format.dateTime(photo.uploadedAt),
            name: photo.uploadedBy.name,
          })
        : format.dateTime(photo.uploadedAt),
    },
    {
      key: 'original',
      label: t('proof.original'),
      children: new Intl.NumberFormat(intlLocale[language], {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }).format(photo.originalBytes / 1_000_000),
    },
    {
      key: 'sha256',
      label: t('proof.sha256'),
      children: (
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {photo.originalSha256}
        </Typography.Text>
      ),
    },
  ];

  // The position the verdict is judged on can place a cemetery that has a record.
  const mayPlace = cemetery !== null && presence.source !== null;
  const placeButton = (
    <Button
      loading={busy === 'place'}
      onClick={cemetery?.position ? undefined : () => run('place')}
    >
      {t('proof.useAsCemeteryPosition')}
    </Button>
  );

  return (
    <Modal
      open={open}
      title={`${t('proof.title')}: ${name}`}
      onCancel={onClose}
      width={640}
      footer={
        <Flex gap="small" justify="end" wrap>
          {mayPlace &&
            (cemetery.position ? (
              // Moving a placed cemetery changes every photo's verdict there: asked first.
              <Popconfirm
                title={t('proof.replaceConfirm', { name: cemetery.name })}
                okText={t('proof.replace')}
                cancelText={t('cancel')}
                onConfirm={() => run('place')}
              >
                {placeButton}
              </Popconfirm>
            ) : (
              placeButton
            ))}
          <Button type="primary" loading={busy === 'verify'} onClick={() => run('verify')}>
            {t('proof.verify')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions column={1} size="small" bordered items={items} />
        {verification && (
          <Alert
            role="status"
            type={verificationAlert[verification.result]}
            showIcon
            title={t(`proof.verification.${verification.result}`)}
          />
        )}
      </Flex>
    </Modal>
  );
}
