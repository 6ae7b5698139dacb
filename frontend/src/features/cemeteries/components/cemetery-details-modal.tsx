import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Cemetery } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiStatus } from '../../../lib/api-client';
import { getCemeteryQueryOptions } from '../api/get-cemetery';
import { CemeteryDetailsContent } from './cemetery-details-content';
import { useDeleteCemeteryConfirm } from '../hooks/use-delete-cemetery-confirm';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface CemeteryDetailsModalProps {
  id: string;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onEdit: (cemetery: Cemetery) => void;
  onDeleted: () => void;
}

export function CemeteryDetailsModal({
  id,
  open,
  onClose,
  afterClose,
  onEdit,
  onDeleted,
}: CemeteryDetailsModalProps) {
  const { t } = useTranslation('cemeteries');
  const details = useQuery(getCemeteryQueryOptions(id));
  const confirmDelete = useDeleteCemeteryConfirm(onDeleted);
  const cemetery = details.data;

  const footer = (
    <Flex justify="space-between" wrap gap="small">
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={!cemetery}
        onClick={() => cemetery && confirmDelete(cemetery)}
      >
        {t('actions.delete')}
      </Button>
      <Flex gap="small">
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          disabled={!cemetery}
          onClick={() => cemetery && onEdit(cemetery)}
        >
          {t('actions.edit')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={cemetery?.name ?? t('actions.details')}
      width={800}
      footer={footer}
      onCancel={onClose}
      afterClose={afterClose}
    >
      {details.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : details.isError ? (
        isApiStatus(details.error, 404) ? (
          <Empty description={t('details.notFound')} />
        ) : (
          <LoadFailedAlert
            title={t('details.loadFailed')}
            retryLabel={t('actions.retry')}
            query={details}
          />
        )
      ) : (
        <CemeteryDetailsContent cemetery={details.data} />
      )}
    </Modal>
  );
}
