import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientsQueryOptions } from '../../features/clients/api/get-clients';
import { AddClientDialog } from '../../features/clients/components/add-client-dialog';
import { ClientList } from '../../features/clients/components/client-list';
import { linkedRecordParams, useLinkedRecord } from '../../lib/linked-record';
import { ClientProfile } from './client-profile';

/** Admin: Clients (/admin/clients): the list with search beside the selected client's profile. */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  const clients = useQuery(getClientsQueryOptions());
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // The header search's client and grave hits open the client's profile.
  useLinkedRecord(linkedRecordParams.client, setSelectedId);
  // The profile shows the list's record, so an edit or a deletion shows at once.
  const selected = clients.data?.find((client) => client.id === selectedId) ?? null;

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t('actions.add')}
        </Button>
      </Flex>

      <Row gutter={[16, 16]} align="top">
        <Col xs={24} lg={8} xxl={6}>
          <ClientList
            query={clients}
            search={search}
            onSearch={setSearch}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        </Col>
        <Col xs={24} lg={16} xxl={18}>
          {selected ? (
            <ClientProfile client={selected} onDeleted={() => setSelectedId(null)} />
          ) : (
            <Card>
              <Empty
                image={<UserOutlined aria-hidden style={{ fontSize: 48, opacity: 0.4 }} />}
                description={
                  <>
                    <Typography.Title level={4} style={{ marginBottom: 4 }}>
                      {t('profile.selectTitle')}
                    </Typography.Title>
                    <Typography.Text type="secondary">{t('profile.selectHint')}</Typography.Text>
                  </>
                }
              />
            </Card>
          )}
        </Col>
      </Row>

      <AddClientDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(client) => {
          setSearch('');
          setSelectedId(client.id);
        }}
      />
    </Flex>
  );
}
