import { EditOutlined } from '@ant-design/icons';
import type { Grave } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getGraveQueryOptions } from '../api/get-grave';
import { CarePlanCard } from './care-plan-card';
import { GraveCareForm } from './grave-care-form';
import { ImportantDatesList } from './important-dates-list';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

export interface GraveDetailDialogProps {
  /** The grave shown; null closes the dialog. */
  readonly graveId: string | null;
  /** Admins and the owning client may edit; others only read. */
  readonly canEdit: boolean;
  readonly onClose: () => void;
}

/**
 * A grave's details: basic info, important dates, visit frequency, its care plan, service info,
 * notes and photos. Edit turns the care wishes into a form whose Save really saves them.
 */
export function GraveDetailDialog({ graveId, canEdit, onClose }: GraveDetailDialogProps) {
  const { t } = useTranslation('graves');
  const grave = useQuery({
    ...getGraveQueryOptions(graveId ?? ''),
    enabled: graveId !== null,
  });
  const [editing, setEditing] = useState(false);

  const close = () => {
    setEditing(false);
    onClose();
  };

  return (
    <Modal
      open={graveId !== null}
      title={grave.data?.deceasedName ?? t('details.basicInfo')}
      width={760}
      onCancel={close}
      footer={<Button onClick={close}>{t('actions.close')}</Button>}
      destroyOnHidden
    >
      {grave.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : grave.isError ? (
        <LoadFailedAlert
          title={t('details.loadFailed')}
          retryLabel={t('actions.retry')}
          query={grave}
        />
      ) : (
        <GraveDetails
          grave={grave.data}
          canEdit={canEdit}
          editing={editing}
          onEdit={() => setEditing(true)}
          onDone={() => setEditing(false)}
        />
      )}
    </Modal>
  );
}

interface GraveDetailsProps {
  readonly grave: Grave;
  readonly canEdit: boolean;
  readonly editing: boolean;
  readonly onEdit: () => void;
  readonly onDone: () => void;
}

function GraveDetails({ grave, canEdit, editing, onEdit, onDone }: GraveDetailsProps) {
  const { t } = useTranslation('graves');
  const format = useFormat();
  const day = (date: string | null) => (date ? format.date(date) : t('card.notAvailable'));

  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('details.basicInfo')}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('form.deceasedName')}>{grave.deceasedName}</Descriptions.Item>
          <Descriptions.Item label={t('form.graveNumber')}>
            {grave.graveNumber ?? t('card.notAvailable')}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.cemetery')}>
            {grave.cemetery
              ? `${grave.cemetery.name}, ${grave.cemetery.city}`
              : t('card.unknownCemetery')}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.location')}>
            {grave.graveLocation ?? t('card.notAvailable')}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.dateOfBirth')}>
            {day(grave.deceasedDateOfBirth)}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.dateOfDeath')}>
            {day(grave.deceasedDateOfDeath)}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.lastVisit')}>
            {grave.lastVisitAt ? format.date(grave.lastVisitAt) : t('card.noVisits')}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.nextVisit')}>
            {grave.nextVisitAt ? format.date(grave.nextVisitAt) : t('card.notScheduled')}
          </Descriptions.Item>
          {grave.client && (
            <Descriptions.Item label={t('details.client')}>{grave.client.name}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      {editing ? (
        <GraveCareForm grave={grave} onDone={onDone} />
      ) : (
        <>
          <Card
            size="small"
            title={t('details.importantDates')}
            extra={
              canEdit && (
                <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
                  {t('actions.edit')}
                </Button>
              )
            }
          >
            <ImportantDatesList grave={grave} />
          </Card>
          <Card size="small" title={t('details.visitFrequency')}>
            <Typography.Text type={grave.visitFrequency ? undefined : 'secondary'}>
              {grave.visitFrequency
                ? t(`visitFrequency.${grave.visitFrequency}`)
                : t('details.notSet')}
            </Typography.Text>
          </Card>
          <CarePlanCard grave={grave} canEdit={canEdit} />
          <Card size="small" title={t('details.serviceInfo')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('details.preferredService')}>
                {grave.preferredServiceType
                  ? t(`serviceTypes.${grave.preferredServiceType}`)
                  : t('details.notSet')}
              </Descriptions.Item>
              <Descriptions.Item label={t('details.serviceNotes')}>
                {grave.serviceNotes ?? t('details.notSet')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}

      <Card size="small" title={t('details.notes')}>
        <Typography.Paragraph
          type={grave.notes ? undefined : 'secondary'}
          style={{ margin: 0, whiteSpace: 'pre-wrap' }}
        >
          {grave.notes ?? t('details.noNotes')}
        </Typography.Paragraph>
      </Card>

      <Card size="small" title={t('details.photos')}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div>{t('details.noPhotos')}</div>
              <Typography.Text type="secondary">{t('details.photosHint')}</Typography.Text>
            </>
          }
        />
      </Card>
    </Flex>
  );
}
