import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Client } from '@memorial-care/contracts/http';
import { Avatar, Button, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteClientConfirm } from '../../features/clients/hooks/use-delete-client-confirm';
import { planStatusColor } from '../../features/clients/utils/display';
import { initialsOf } from '../../features/clients/utils/search-clients';
import { ClientBillingTab } from '../../features/clients/components/client-billing-tab';
import { ClientCommunicationsTab } from '../../features/communications/components/client-communications-tab';
import { ClientDetailsTab } from '../../features/clients/components/client-details-tab';
import { ClientGravesTab } from './client-graves-tab';
import { ClientRequestsTab } from './client-requests-tab';
import { EditClientDialog } from '../../features/clients/components/edit-client-dialog';

export interface ClientProfileProps {
  readonly client: Client;
  readonly onDeleted: () => void;
}

/** The right pane: who the client is, Edit and Delete, and the five tabs. */
export function ClientProfile({ client, onDeleted }: ClientProfileProps) {
  const { t } = useTranslation('clients');
  const [editing, setEditing] = useState(false);
  const confirmDelete = useDeleteClientConfirm(onDeleted);

  return (
    <Card>
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="start" gap="middle" wrap>
          <Flex align="center" gap="middle" style={{ minWidth: 0 }}>
            <Avatar size={48} aria-hidden>
              {initialsOf(client.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {client.name}
              </Typography.Title>
              <Typography.Text type="secondary">{client.email}</Typography.Text>{' '}
              <Tag color={planStatusColor[client.planStatus]}>
                {t(`planStatus.${client.planStatus}`)}
              </Tag>
            </div>
          </Flex>
          <Flex gap="small">
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => void confirmDelete(client)}
            >
              {t('actions.delete')}
            </Button>
          </Flex>
        </Flex>
        <Tabs
          // Another client starts on Details again.
          key={client.id}
          defaultActiveKey="details"
          destroyOnHidden
          items={[
            {
              key: 'details',
              label: t('tabs.details'),
              children: <ClientDetailsTab client={client} />,
            },
            {
              key: 'graves',
              label: t('tabs.graves'),
              children: <ClientGravesTab client={client} />,
            },
            {
              key: 'requests',
              label: t('tabs.requests'),
              children: <ClientRequestsTab client={client} />,
            },
            {
              key: 'communications',
              label: t('tabs.communications'),
              children: <ClientCommunicationsTab client={client} />,
            },
            {
              key: 'billing',
              label: t('tabs.billing'),
              children: <ClientBillingTab client={client} />,
            },
          ]}
        />
      </Flex>
      <EditClientDialog client={client} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
