import type { ServiceRequest } from '@memorial-care/contracts/http';
import { Divider } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog, type FormDialogTextKey } from '../../../components/form-dialog';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { getTaggedServiceRequestQueryOptions } from '../../../lib/service-requests/api/get-service-request';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { useAmountFromPriceList } from '../hooks/use-amount-from-price-list';
import { useFormLists } from '../hooks/use-form-lists';
import { useSubmitRequestForm } from '../hooks/use-submit-request-form';
import {
  emptyRequestFormValues,
  requestToFormValues,
  serviceTypeChoices,
  type RequestFormValues,
} from '../utils/request-form-values';
import { ClientSection } from './client-section';
import { ErrorSummary } from './error-summary';
import { GraveSection } from './grave-section';
import { PaymentSection } from './payment-section';
import { ScheduleSection } from './schedule-section';

export interface ServiceRequestFormDialogProps {
  readonly open: boolean;
  /** The request edited; null or absent for a new one. */
  readonly request?: ServiceRequest | null;
  /** A new request's visit date as the form opens (an empty day clicked on the schedule). */
  readonly initialScheduledDate?: Date | null;
  readonly onClose: () => void;
}

/**
 * "New Service Request" / "Edit Service Request" (spec part 2, §2): the admin's form. Each
 * request (and each saved version of it) gets its own form store, so an edit always starts
 * from the request as it is; Cancel keeps what was typed for the next opening.
 */
export function ServiceRequestFormDialog(props: ServiceRequestFormDialogProps) {
  const key = props.request ? `${props.request.id}:${props.request.updatedAt}` : 'new';
  return <RequestFormDialog key={key} {...props} />;
}

function RequestFormDialog({
  open,
  request: listed = null,
  initialScheduledDate = null,
  onClose,
}: ServiceRequestFormDialogProps) {
  const { t } = useTranslation('serviceRequestForm');
  const { form, finish, dialog } = useFormDialog<RequestFormValues>({ open, onClose });
  const { clients, caretakers, cemeteries } = useFormLists(open);
  const isEdit = listed !== null;
  useAmountFromPriceList(form, open && !isEdit);
  const edit = useTaggedEdit(getTaggedServiceRequestQueryOptions(listed?.id ?? ''), open && isEdit);
  // The list's row until the request as it is now (with its revision) arrives, or is reloaded.
  const request = isEdit ? (edit.data ?? listed) : null;
  const { submit, refreshSummary, summary, submitting } = useSubmitRequestForm({
    form,
    request,
    tagged: edit,
    clients: clients.data ?? [],
    caretakers: caretakers.data ?? [],
    finish,
  });

  const initialValues = useMemo(
    () => (request ? requestToFormValues(request) : emptyRequestFormValues),
    [request],
  );
  // Applied before the form is enabled for input, so it never overwrites what was typed.
  useLayoutEffect(() => {
    if (edit.data) form.setFieldsValue(requestToFormValues(edit.data));
  }, [edit.data, form]);
  // The day asked for wins over a date typed before Cancel; the rest of the draft is kept.
  useLayoutEffect(() => {
    if (open && !isEdit && initialScheduledDate)
      form.setFieldsValue({ scheduledDate: dayjs(initialScheduledDate) });
  }, [open, isEdit, initialScheduledDate, form]);

  const dialogText = (key: FormDialogTextKey): string => {
    const mode = isEdit ? 'edit' : 'create';
    switch (key) {
      case 'title':
        return t(`title.${mode}`);
      case 'intro':
        return t(`intro.${mode}`);
      case 'actions.submit':
        return isEdit ? t('actions.update') : t('actions.create');
      case 'actions.cancel':
        return t('actions.cancel');
    }
  };

  return (
    <FormDialog<RequestFormValues>
      {...dialog}
      name="service-request-form"
      t={dialogText}
      width={760}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={refreshSummary}
      submitting={submitting}
      loading={edit.loading}
    >
      <StaleEditAlert edit={edit} />
      <ErrorSummary messages={summary} />
      <Divider titlePlacement="start" plain>
        {t('sections.client')}
      </Divider>
      <ClientSection clients={clients.data ?? []} loading={clients.isFetching} isEdit={isEdit} />
      <GraveSection
        cemeteries={cemeteries.data ?? []}
        cemeteriesLoading={cemeteries.isFetching}
        isEdit={isEdit}
      />
      <Divider titlePlacement="start" plain>
        {t('sections.schedule')}
      </Divider>
      <ScheduleSection
        serviceTypes={serviceTypeChoices(request?.serviceType)}
        caretakers={caretakers.data ?? []}
        caretakersLoading={caretakers.isFetching}
        assignedCaretakerId={request?.caretakerId ?? null}
      />
      <Divider titlePlacement="start" plain>
        {t('sections.payment')}
      </Divider>
      <PaymentSection />
    </FormDialog>
  );
}
