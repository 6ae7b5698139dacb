import {
  serviceRequestFieldLimits,
  type Cemetery,
  type Grave,
} from '@memorial-care/contracts/http';
import { Form, Input, Select, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { clearsErrorOnChange } from './field-rules';
import { useClientGraves } from '../hooks/use-form-lists';
import { graveOptionLabel } from '../utils/options';
import type { RequestFormValues } from '../utils/request-form-values';

export interface GraveSectionProps {
  readonly cemeteries: readonly Cemetery[];
  readonly cemeteriesLoading: boolean;
  /** An edit cannot create a grave on the fly. */
  readonly isEdit: boolean;
}

/**
 * The picked client's graves (one grave is picked by itself); the cemetery follows the grave.
 * With no grave picked on a new request, a deceased name and a cemetery (and a grave number)
 * create the grave with the request.
 */
export function GraveSection({ cemeteries, cemeteriesLoading, isEdit }: GraveSectionProps) {
  const { t } = useTranslation('serviceRequestForm');
  const form = Form.useFormInstance<RequestFormValues>();
  const clientId = Form.useWatch('clientId', form);
  const graveId = Form.useWatch('graveId', form);
  const graves = useClientGraves(clientId);
  const list = clientId ? graves.data : undefined;

  const pickGrave = useCallback(
    (grave: Grave | undefined) => {
      form.setFieldsValue({ graveId: grave?.id, cemeteryId: grave?.cemeteryId ?? undefined });
      if (grave)
        form.setFields([
          { name: 'graveId', errors: [] },
          { name: 'cemeteryId', errors: [] },
        ]);
    },
    [form],
  );

  // A client with exactly one grave has it picked (spec §2), unless a grave is picked already.
  useEffect(() => {
    const only = list?.length === 1 ? list[0] : undefined;
    if (only && !form.getFieldValue('graveId')) pickGrave(only);
  }, [list, form, pickGrave]);

  const newGrave = !isEdit && !graveId;

  return (
    <>
      <FieldPair>
        <Form.Item name="graveId" label={t('fields.grave')} required rules={clearsErrorOnChange}>
          <Select
            allowClear
            disabled={!clientId}
            loading={graves.isFetching}
            placeholder={t('fields.gravePlaceholder')}
            notFoundContent={t('fields.noGraves')}
            options={(list ?? []).map((grave) => ({
              value: grave.id,
              label: graveOptionLabel(t, grave),
            }))}
            onChange={(id: string | undefined) => pickGrave(list?.find((g) => g.id === id))}
          />
        </Form.Item>
        <Form.Item name="cemeteryId" label={t('fields.cemetery')} rules={clearsErrorOnChange}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            disabled={Boolean(graveId)}
            loading={cemeteriesLoading}
            placeholder={t('fields.cemeteryPlaceholder')}
            options={cemeteries.map((cemetery) => ({
              value: cemetery.id,
              label: t('fields.cemeteryOption', { name: cemetery.name, city: cemetery.city }),
            }))}
          />
        </Form.Item>
      </FieldPair>
      {newGrave && (
        <>
          <Typography.Paragraph type="secondary">{t('fields.newGraveHint')}</Typography.Paragraph>
          <FieldPair>
            <Form.Item
              name="deceasedName"
              label={t('fields.deceasedName')}
              rules={clearsErrorOnChange}
            >
              <Input autoComplete="off" maxLength={serviceRequestFieldLimits.deceasedName} />
            </Form.Item>
            <Form.Item
              name="graveNumber"
              label={t('fields.graveNumber')}
              rules={clearsErrorOnChange}
            >
              <Input autoComplete="off" maxLength={serviceRequestFieldLimits.graveNumber} />
            </Form.Item>
          </FieldPair>
        </>
      )}
    </>
  );
}
