import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { apiDocumentPath, getApiDocumentQueryOptions } from '../api/get-api-document';
import { filterGroups, referenceGroupsOf, type ReferenceGroup } from '../lib/reference-model';
import { MethodTag } from './method-tag';
import { OperationDetails } from './operation-details';
import { TextWithCode } from './text-with-code';
import './api-reference.css';

function GroupSection({ group }: { readonly group: ReferenceGroup }) {
  const { t } = useTranslation('apiReference');
  return (
    <section aria-label={group.tag}>
      <Flex align="baseline" gap="small" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {group.tag}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('operations', { count: group.operations.length })}
        </Typography.Text>
      </Flex>
      {group.description && (
        <Typography.Paragraph>
          <TextWithCode text={group.description} />
        </Typography.Paragraph>
      )}
      <Collapse
        items={group.operations.map((operation) => ({
          key: operation.key,
          label: (
            <Flex align="center" gap="small" wrap>
              <MethodTag method={operation.method} />
              <Typography.Text code>{operation.path}</Typography.Text>
              <span>{operation.summary}</span>
            </Flex>
          ),
          children: <OperationDetails operation={operation} />,
        }))}
      />
    </section>
  );
}

/**
 * Admin › API Reference (/admin/api-reference): the server's OpenAPI document, grouped by
 * feature, each route with who may call it, its parameters, body and answers.
 */
export function ApiReferencePage() {
  const { t } = useTranslation('apiReference');
  const apiDocument = useQuery(getApiDocumentQueryOptions());
  const [search, setSearch] = useState('');
  const groups = useMemo(
    () => (apiDocument.data ? referenceGroupsOf(apiDocument.data) : []),
    [apiDocument.data],
  );
  const shown = filterGroups(groups, search);

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <header>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
          {apiDocument.data && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('version', {
                title: apiDocument.data.info.title,
                version: apiDocument.data.info.version,
                openapi: apiDocument.data.openapi,
              })}
            </Typography.Paragraph>
          )}
        </header>
        <Button icon={<DownloadOutlined />} href={apiDocumentPath} download="openapi.json">
          {t('download')}
        </Button>
      </Flex>

      <Input.Search
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      {apiDocument.isPending ? (
        <Skeleton active />
      ) : apiDocument.isError ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={apiDocument} />
      ) : shown.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        shown.map((group) => <GroupSection key={group.tag} group={group} />)
      )}
    </Flex>
  );
}
