import { graveFieldLimits, type Grave } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { useCreateGrave } from '../api/create-grave';
import { getCemeteryOptionsQueryOptions } from '../api/get-cemetery-options';
import { getTaggedGraveQueryOptions } from '../api/get-grave';
import { useUpdateGrave } from '../api/update-grave';
import { useGraveNotifications } from '../hooks/use-grave-notifications';
import {
  deathBeforeBirth,
  emptyGraveFormValues,
  formValuesToInput,
  formValuesToPatch,
  graveDateFormat,
  graveFormFields,
  graveToFormValues,
  type GraveFormValues,
} from '../utils/grave-form-values';

export interface GraveFormDialogProps {
  readonly open: boolean;
  /** Whose grave: an admin adds for this client; a client's own id is taken by the server. */
  readonly clientId: string | null;
  /** The grave edited; null or absent for a new one. */
  readonly grave?: Grave | null;
  readonly onClose: () => void;
}

/** Add Grave / Edit Grave: the spec's fields and messages; the server's reasons on the fields. */
export function GraveFormDialog({ open, clientId, grave, onClose }: GraveFormDialogProps) {
  const { t } = useTranslation('graves');
  const [form] = Form.useForm<GraveFormValues>();
  const create = useCreateGrave();
  const update = useUpdateGrave();
  const notify = useGraveNotifications();
  const serverText = useServerErrorText();
  const cemeteries = useQuery({ ...getCemeteryOptionsQueryOptions(), enabled: open });
  const isEdit = Boolean(grave);
  const edit = useTaggedEdit(getTaggedGraveQueryOptions(grave?.id ?? ''), open && isEdit);
  // The list's grave until the grave as it is now (with its revision) arrives, or is reloaded.
  const shown = isEdit ? (edit.data ?? grave) : null;
  const initialValues = useMemo(
    () => (shown ? graveToFormValues(shown) : emptyGraveFormValues),
    [shown],
  );

  // Each opening starts from the grave as it is now (or an empty form), not from the last one.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  // The grave as it is now, applied before the form is enabled for input.
  useLayoutEffect(() => {
    if (edit.data) form.setFieldsValue(graveToFormValues(edit.data));
  }, [edit.data, form]);

  const cemeteryOptions = useMemo(() => {
    const options = (cemeteries.data ?? []).map((c) => ({
      value: c.id,
      label: `${c.name}, ${c.city}`,
    }));
    // The grave's own cemetery stays shown while the list loads.
    if (grave?.cemetery && !options.some((o) => o.value === grave.cemetery?.id))
      options.unshift({
        value: grave.cemetery.id,
        label: `${grave.cemetery.name}, ${grave.cemetery.city}`,
      });
    return options;
  }, [cemeteries.data, grave]);

  const showFailure = (key: 'toasts.addFailed' | 'toasts.updateFailed', error: unknown) => {
    // A 400 names the fields it rejects: say so next to them, keep the dialog open.
    const { fields, unmatched } = serverFieldErrorsOf(
      error,
      graveFormFields,
      undefined,
      serverText,
    );
    if (fields.length > 0) form.setFields(fields);
    notify.failure(key, error, unmatched);
  };

  const submit = (values: GraveFormValues) => {
    if (grave) {
      update.mutate(
        { id: grave.id, patch: formValuesToPatch(values), etag: edit.etag },
        {
          onSuccess: () => {
            notify.success('toasts.updated');
            onClose();
          },
          onError: (error) => {
            if (!edit.refusedAsStale(error)) showFailure('toasts.updateFailed', error);
          },
        },
      );
    } else {
      create.mutate(formValuesToInput(values, clientId), {
        onSuccess: () => {
          notify.success('toasts.added');
          onClose();
        },
        onError: (error) => showFailure('toasts.addFailed', error),
      });
    }
  };

  return (
    <Modal
      open={open}
      title={isEdit ? t('form.editTitle') : t('form.addTitle')}
      width={640}
      okText={isEdit ? t('form.submitEdit') : t('form.submitAdd')}
      cancelText={t('actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ disabled: edit.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The form stays mounted (and connected) while hidden; each opening resets it.
      forceRender
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
    >
      <Form<GraveFormValues>
        form={form}
        name="grave-form"
        disabled={edit.loading}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        scrollToFirstError
      >
        <StaleEditAlert edit={edit} />
        <Form.Item
          name="deceasedName"
          label={t('form.deceasedName')}
          rules={[
            { required: true, whitespace: true, message: t('validation.deceasedNameRequired') },
          ]}
        >
          <Input maxLength={graveFieldLimits.deceasedName} />
        </Form.Item>
        <FieldPair>
          <Form.Item
            name="graveNumber"
            label={t('form.graveNumber')}
            rules={[
              { required: true, whitespace: true, message: t('validation.graveNumberRequired') },
            ]}
          >
            <Input maxLength={graveFieldLimits.graveNumber} />
          </Form.Item>
          <Form.Item
            name="cemeteryId"
            label={t('form.cemetery')}
            rules={[{ required: true, message: t('validation.cemeteryRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.cemeteryPlaceholder')}
              options={cemeteryOptions}
              loading={cemeteries.isPending}
            />
          </Form.Item>
        </FieldPair>
        <Form.Item name="graveLocation" label={t('form.location')}>
          <Input
            maxLength={graveFieldLimits.graveLocation}
            placeholder={t('form.locationPlaceholder')}
          />
        </Form.Item>
        <FieldPair>
          <Form.Item name="deceasedDateOfBirth" label={t('form.dateOfBirth')}>
            <DatePicker
              format={graveDateFormat}
              placeholder={t('form.datePlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="deceasedDateOfDeath"
            label={t('form.dateOfDeath')}
            dependencies={['deceasedDateOfBirth']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, death: GraveFormValues['deceasedDateOfDeath']) =>
                  deathBeforeBirth(getFieldValue('deceasedDateOfBirth'), death)
                    ? Promise.reject(new Error(t('validation.deathBeforeBirth')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <DatePicker
              format={graveDateFormat}
              placeholder={t('form.datePlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </FieldPair>
        <Form.Item name="notes" label={t('form.notes')}>
          <Input.TextArea rows={3} maxLength={graveFieldLimits.notes} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
