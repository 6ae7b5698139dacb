import { serviceRequestFieldLimits, type Client } from '@memorial-care/contracts/http';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { clearsErrorOnChange } from './field-rules';
import { useClientPicker } from '../hooks/use-client-picker';
import type { RequestFormValues } from '../utils/request-form-values';
import { ClientInfoCard } from './client-info-card';

export interface ClientSectionProps {
  readonly clients: readonly Client[];
  readonly loading: boolean;
  /** An edit cannot create a client on the fly. */
  readonly isEdit: boolean;
}

/**
 * The searchable client picker (typing picks the first client whose name contains the text),
 * the read-only email, and the picked client's plan card. With no client picked on a new
 * request, a typed name and email create the client with the request.
 */
export function ClientSection({ clients, loading, isEdit }: ClientSectionProps) {
  const { t } = useTranslation('serviceRequestForm');
  const form = Form.useFormInstance<RequestFormValues>();
  const clientId = Form.useWatch('clientId', form);
  const { pick, clear, search } = useClientPicker(form, clients, isEdit);
  const picked = clients.find((client) => client.id === clientId);
  const newClient = !isEdit && !clientId;

  return (
    <>
      <FieldPair>
        <Form.Item
          name="clientId"
          label={t('fields.client')}
          required={!isEdit}
          rules={clearsErrorOnChange}
        >
          <Select
            showSearch={{ optionFilterProp: 'label', onSearch: search }}
            allowClear
            loading={loading}
            placeholder={t('fields.clientPlaceholder')}
            notFoundContent={t('fields.noClients')}
            options={clients.map((client) => ({ value: client.id, label: client.name }))}
            onChange={(id: string | undefined) => {
              const client = clients.find((c) => c.id === id);
              if (client) pick(client);
              else clear();
            }}
          />
        </Form.Item>
        <Form.Item name="clientEmail" label={t('fields.email')} rules={clearsErrorOnChange}>
          <Input
            type="email"
            autoComplete="off"
            readOnly={!newClient}
            placeholder={newClient ? t('fields.emailPlaceholder') : undefined}
            maxLength={serviceRequestFieldLimits.clientEmail}
          />
        </Form.Item>
      </FieldPair>
      {newClient && (
        <>
          <Typography.Paragraph type="secondary">{t('fields.newClientHint')}</Typography.Paragraph>
          <Form.Item
            name="clientName"
            label={t('fields.newClientName')}
            rules={clearsErrorOnChange}
          >
            <Input autoComplete="off" maxLength={serviceRequestFieldLimits.clientName} />
          </Form.Item>
        </>
      )}
      {picked && <ClientInfoCard client={picked} />}
    </>
  );
}
