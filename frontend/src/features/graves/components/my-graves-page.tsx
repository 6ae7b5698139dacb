import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Grave } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGravesQueryOptions } from '../api/get-graves';
import { useRemoveGraveConfirm } from '../hooks/use-remove-grave-confirm';
import { GraveCard } from './grave-card';
import { GraveDetailDialog } from './grave-detail-dialog';
import { GraveFormDialog } from './grave-form-dialog';
import { GraveStatsRow } from './grave-stats-row';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { OrderCareButton } from '../../../components/order-care-button';

interface FormState {
  /** null: add a new grave. */
  readonly grave: Grave | null;
  readonly open: boolean;
}

/**
 * Client: My Graves (/client/graves). The graves are the signed-in client's own: the server
 * takes the client from the session, so the page names none.
 */
export function MyGravesPage() {
  const { t } = useTranslation('graves');
  const graves = useQuery(getGravesQueryOptions(null));
  const [form, setForm] = useState<FormState>({ grave: null, open: false });
  const [detailId, setDetailId] = useState<string | null>(null);
  const confirmRemove = useRemoveGraveConfirm((grave) =>
    setDetailId((id) => (id === grave.id ? null : id)),
  );

  const openAdd = () => setForm({ grave: null, open: true });
  const openEdit = (grave: Grave) => setForm({ grave, open: true });
  const closeForm = () => setForm((f) => ({ ...f, open: false }));

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
          {t('actions.add')}
        </Button>
      </Flex>

      <GraveStatsRow graves={graves.data} loading={graves.isPending} />

      {graves.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : graves.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          retryLabel={t('actions.retry')}
          query={graves}
        />
      ) : graves.data.length === 0 ? (
        <Empty
          description={
            <>
              <div>{t('list.empty')}</div>
              <Typography.Text type="secondary">{t('list.emptyHint')}</Typography.Text>
            </>
          }
        >
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
            {t('actions.add')}
          </Button>
        </Empty>
      ) : (
        <section aria-label={t('list.label')}>
          <Row gutter={[16, 16]}>
            {graves.data.map((grave) => (
              <Col key={grave.id} xs={24} md={12} xl={8}>
                <GraveCard
                  grave={grave}
                  onOpen={() => setDetailId(grave.id)}
                  actions={
                    <>
                      <OrderCareButton
                        grave={grave}
                        label={t('actions.orderCare')}
                        ariaLabel={t('actions.orderCareFor', { name: grave.deceasedName })}
                      />
                      <Button
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('actions.editGrave', { name: grave.deceasedName })}
                        onClick={() => openEdit(grave)}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('actions.removeGrave', { name: grave.deceasedName })}
                        onClick={() => confirmRemove(grave)}
                      >
                        {t('actions.remove')}
                      </Button>
                    </>
                  }
                />
              </Col>
            ))}
          </Row>
        </section>
      )}

      <GraveFormDialog open={form.open} clientId={null} grave={form.grave} onClose={closeForm} />
      <GraveDetailDialog graveId={detailId} canEdit onClose={() => setDetailId(null)} />
    </Flex>
  );
}
