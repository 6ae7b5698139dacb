import { PlusOutlined } from '@ant-design/icons';
import type { Client } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGravesQueryOptions } from '../../features/graves/api/get-graves';
import { GraveCard } from '../../features/graves/components/grave-card';
import { GraveDetailDialog } from '../../features/graves/components/grave-detail-dialog';
import { GraveFormDialog } from '../../features/graves/components/grave-form-dialog';
import { LoadFailedAlert } from '../../components/load-failed-alert';

/** The client's graves as cards; a card opens the grave's details; Add Grave for this client. */
export function ClientGravesTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const graves = useQuery(getGravesQueryOptions(client.id));
  const [adding, setAdding] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {t('actions.addGrave')}
    </Button>
  );

  return (
    <>
      {graves.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : graves.isError ? (
        <LoadFailedAlert
          title={t('graves.loadFailed')}
          retryLabel={t('actions.retry')}
          query={graves}
        />
      ) : graves.data.length === 0 ? (
        <Empty description={t('graves.empty')}>{addButton}</Empty>
      ) : (
        <Flex vertical gap="middle">
          <Flex justify="flex-end">{addButton}</Flex>
          <section aria-label={t('graves.label', { name: client.name })}>
            <Row gutter={[16, 16]}>
              {graves.data.map((grave) => (
                <Col key={grave.id} xs={24} lg={12}>
                  <GraveCard grave={grave} onOpen={() => setDetailId(grave.id)} />
                </Col>
              ))}
            </Row>
          </section>
        </Flex>
      )}
      <GraveFormDialog open={adding} clientId={client.id} onClose={() => setAdding(false)} />
      <GraveDetailDialog graveId={detailId} canEdit onClose={() => setDetailId(null)} />
    </>
  );
}
