import { Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpenApiParameter } from '../api/openapi-document';
import type { ReferenceAnswer, ReferenceOperation } from '../lib/reference-model';
import { AccessTags } from './access-tags';
import { SchemaBlock } from './schema-block';
import { TextWithCode } from './text-with-code';

/** A parameter's schema without its description, which the table shows on its own. */
const schemaText = ({ description: _description, ...schema }: Record<string, unknown>) =>
  JSON.stringify(schema);

function ParametersTable({ parameters }: { readonly parameters: readonly OpenApiParameter[] }) {
  const { t } = useTranslation('apiReference');
  return (
    <Table
      size="small"
      pagination={false}
      title={() => t('parameters.title')}
      rowKey={(parameter) => `${parameter.in} ${parameter.name}`}
      dataSource={parameters}
      columns={[
        {
          key: 'name',
          title: t('parameters.name'),
          render: (_, parameter) => <Typography.Text code>{parameter.name}</Typography.Text>,
        },
        { key: 'in', title: t('parameters.in'), dataIndex: 'in' },
        {
          key: 'required',
          title: t('parameters.required'),
          render: (_, parameter) => t(parameter.required ? 'parameters.yes' : 'parameters.no'),
        },
        {
          key: 'schema',
          title: t('parameters.schema'),
          render: (_, parameter) => (
            <Flex vertical gap={4}>
              {parameter.schema && (
                <Typography.Text code>{schemaText(parameter.schema)}</Typography.Text>
              )}
              {parameter.description && (
                <Typography.Text type="secondary">
                  <TextWithCode text={parameter.description} />
                </Typography.Text>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}

function AnswersTable({ answers }: { readonly answers: readonly ReferenceAnswer[] }) {
  const { t } = useTranslation('apiReference');
  return (
    <Table
      size="small"
      pagination={false}
      title={() => t('answers.title')}
      rowKey="status"
      dataSource={answers}
      columns={[
        {
          key: 'status',
          title: t('answers.status'),
          dataIndex: 'status',
          width: 96,
          render: (status: string) => <Typography.Text strong>{status}</Typography.Text>,
        },
        {
          key: 'description',
          title: t('answers.description'),
          render: (_, answer) => (
            <Flex vertical gap={4}>
              <span>
                <TextWithCode text={answer.description} />
              </span>
              {answer.contentType && (
                <Typography.Text type="secondary">{answer.contentType}</Typography.Text>
              )}
            </Flex>
          ),
        },
      ]}
      expandable={{
        rowExpandable: (answer) => answer.schema !== null,
        expandedRowRender: (answer) => answer.schema && <SchemaBlock schema={answer.schema} />,
        columnTitle: t('answers.schema'),
      }}
    />
  );
}

/** One route opened: who may call it, its parameters, body and answers with their schemas. */
export function OperationDetails({ operation }: { readonly operation: ReferenceOperation }) {
  const { t } = useTranslation('apiReference');
  return (
    <Flex vertical gap="middle">
      {operation.description && (
        <Typography.Paragraph className="api-reference__description">
          <TextWithCode text={operation.description} />
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'access',
            label: t('access.label'),
            children: <AccessTags access={operation.access} />,
          },
        ]}
      />
      {operation.parameters.length > 0 && <ParametersTable parameters={operation.parameters} />}
      {operation.requestBody && (
        <section>
          <Typography.Title level={5}>
            {t('requestBody', { contentType: operation.requestBody.contentType })}
          </Typography.Title>
          {operation.requestBody.schema && <SchemaBlock schema={operation.requestBody.schema} />}
        </section>
      )}
      <AnswersTable answers={operation.answers} />
    </Flex>
  );
}
