import type { Client } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Avatar, Button, Card, Empty, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf, searchClients } from '../utils/search-clients';
import { planStatusColor } from '../utils/display';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

export interface ClientListProps {
  readonly query: UseQueryResult<Client[]>;
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
}

/** The left pane: a search box over the clients, each a button that opens its profile. */
export function ClientList({ query, search, onSearch, selectedId, onSelect }: ClientListProps) {
  const { t } = useTranslation('clients');
  const shown = useMemo(() => searchClients(query.data ?? [], search), [query.data, search]);

  return (
    <Card styles={{ body: { padding: 12 } }}>
      <Flex vertical gap="small">
        <Input.Search
          allowClear
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        {query.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        ) : query.isError ? (
          <LoadFailedAlert
            title={t('list.loadFailed')}
            retryLabel={t('actions.retry')}
            query={query}
          />
        ) : shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search.trim() ? t('list.emptySearch', { search }) : t('list.empty')}
          />
        ) : (
          <>
            <Typography.Text type="secondary">
              {t('list.count', { count: shown.length })}
            </Typography.Text>
            <nav aria-label={t('list.label')}>
              <ul
                style={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  maxHeight: '65vh',
                  overflowY: 'auto',
                }}
              >
                {shown.map((client) => {
                  const selected = client.id === selectedId;
                  return (
                    <li key={client.id}>
                      <Button
                        type={selected ? 'primary' : 'text'}
                        ghost={selected}
                        block
                        aria-current={selected ? 'true' : undefined}
                        onClick={() => onSelect(client.id)}
                        style={{ height: 'auto', padding: '8px', textAlign: 'left' }}
                      >
                        <Flex align="center" gap="small" style={{ width: '100%', minWidth: 0 }}>
                          <Avatar aria-hidden>{initialsOf(client.name)}</Avatar>
                          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                            <Typography.Text strong ellipsis>
                              {client.name}
                            </Typography.Text>
                            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                              {client.email}
                            </Typography.Text>
                          </Flex>
                          <Tag color={planStatusColor[client.planStatus]} style={{ margin: 0 }}>
                            {t(`planStatus.${client.planStatus}`)}
                          </Tag>
                        </Flex>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        )}
      </Flex>
    </Card>
  );
}
