import type { Cemetery } from '@memorial-care/contracts/http';
import { Form, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { getTaggedCemeteryQueryOptions } from '../api/get-cemetery';
import { useCreateCemetery } from '../api/create-cemetery';
import { useUpdateCemetery } from '../api/update-cemetery';
import { useCemeteryNotifications } from '../hooks/use-cemetery-notifications';
import {
  cemeteryFormFields,
  cemeteryToFormValues,
  emptyCemeteryFormValues,
  formValuesToInput,
  type CemeteryFormValues,
} from '../utils/cemetery-form-values';
import { CemeteryFormFields } from './cemetery-form-fields';

interface CemeteryFormModalProps {
  /** null adds a new cemetery; otherwise this one is edited. */
  cemetery: Cemetery | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

export function CemeteryFormModal({ cemetery, open, onClose, afterClose }: CemeteryFormModalProps) {
  const { t } = useTranslation('cemeteries');
  const [form] = Form.useForm<CemeteryFormValues>();
  const create = useCreateCemetery();
  const update = useUpdateCemetery();
  const notify = useCemeteryNotifications();
  const serverText = useServerErrorText();
  const isEdit = cemetery !== null;
  const edit = useTaggedEdit(getTaggedCemeteryQueryOptions(cemetery?.id ?? ''), open && isEdit);

  // The cemetery as it is now (with its revision) replaces the list's row once it arrives, before
  // the form is enabled for input.
  useLayoutEffect(() => {
    if (edit.data) form.setFieldsValue(cemeteryToFormValues(edit.data));
  }, [edit.data, form]);

  const showFailure = (
    failureKey: 'toasts.createFailed' | 'toasts.updateFailed',
    error: unknown,
  ) => {
    // A 400 names the fields it rejects: say so next to them, keep the dialog open.
    const { fields, unmatched } = serverFieldErrorsOf(
      error,
      cemeteryFormFields,
      undefined,
      serverText,
    );
    if (fields.length > 0) form.setFields(fields);
    notify.failure(failureKey, error, unmatched);
  };

  const submit = () => {
    // The whole store, not just mounted fields: while the caretaker list is loading (or failed),
    // the checkboxes are absent and the cemetery's assignments must be kept, not dropped.
    const input = formValuesToInput(form.getFieldsValue(true) as CemeteryFormValues);
    if (cemetery) {
      update.mutate(
        { id: cemetery.id, patch: input, etag: edit.etag },
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
      create.mutate(input, {
        onSuccess: () => {
          notify.success('toasts.created');
          onClose();
        },
        onError: (error) => showFailure('toasts.createFailed', error),
      });
    }
  };

  return (
    <Modal
      open={open}
      title={isEdit ? t('form.editTitle') : t('form.addTitle')}
      width={720}
      okText={isEdit ? t('form.save') : t('form.create')}
      cancelText={t('actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ disabled: edit.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
    >
      <Form<CemeteryFormValues>
        form={form}
        name="cemetery-form"
        disabled={edit.loading}
        layout="vertical"
        initialValues={cemetery ? cemeteryToFormValues(cemetery) : emptyCemeteryFormValues}
        onFinish={submit}
        scrollToFirstError
      >
        <StaleEditAlert edit={edit} />
        <CemeteryFormFields />
      </Form>
    </Modal>
  );
}
