import type { ServiceRequest } from '@memorial-care/contracts/http';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrorsOf, showFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import type { TaggedEdit } from '../../../lib/use-tagged-edit';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useCreateServiceRequest } from '../../../lib/service-requests/api/create-service-request';
import { useUpdateServiceRequest } from '../../../lib/service-requests/api/update-service-request';
import { issueMessage } from '../utils/issue-message';
import {
  requestFormFields,
  toCreateBody,
  toUpdatePatch,
  type RequestFormField,
  type RequestFormValues,
} from '../utils/request-form-values';
import { serverErrorToast } from '../utils/server-error-text';
import {
  issuesByField,
  stillOpenIssues,
  validateRequestForm,
  type CaretakerFacts,
  type ClientFacts,
  type FormIssue,
} from '../utils/validate-request-form';

export interface SubmitRequestFormOptions {
  readonly form: FormInstance<RequestFormValues>;
  /** The edited request; null for a new one. */
  readonly request: ServiceRequest | null;
  /** The revision the edit is made against, and the refusal when it is no longer current. */
  readonly tagged: Pick<TaggedEdit<ServiceRequest>, 'etag' | 'refusedAsStale'>;
  readonly clients: readonly ClientFacts[];
  readonly caretakers: readonly CaretakerFacts[];
  /** Clears the form and closes the dialog. */
  readonly finish: () => void;
}

/**
 * The form's submit: the spec's checks first (all problems together, by field and in the
 * summary; an overdue plan blocks with 'Plan Status Warning'), then POST or PATCH with the
 * spec's toasts. A refused save shows the server's reasons beside their fields too.
 */
export function useSubmitRequestForm({
  form,
  request,
  tagged,
  clients,
  caretakers,
  finish,
}: SubmitRequestFormOptions) {
  const { t } = useTranslation('serviceRequestForm');
  const toast = useToast();
  const serverText = useServerErrorText();
  const create = useCreateServiceRequest();
  const update = useUpdateServiceRequest();
  const [summaryIssues, setSummaryIssues] = useState<FormIssue[]>([]);
  const mode = request ? 'edit' : 'create';

  const showFailure = (error: unknown) => {
    if (tagged.refusedAsStale(error)) return;
    const { fields } = serverFieldErrorsOf(error, requestFormFields, undefined, serverText);
    const failure = serverErrorToast(t, error, mode, serverText);
    const caretakerField: FieldErrors<RequestFormField>[] = failure.caretakerMessage
      ? [{ name: 'caretakerId', errors: [failure.caretakerMessage] }]
      : [];
    showFieldErrors(form, [...fields, ...caretakerField]);
    toast.error(failure.title, failure.description);
  };

  const succeeded = (titleKey: 'toasts.created' | 'toasts.updated') => {
    toast.success(t(titleKey));
    setSummaryIssues([]);
    finish();
  };

  // The whole store: fields hidden by the current choices keep their values.
  const validate = () =>
    validateRequestForm(form.getFieldsValue(true) as RequestFormValues, {
      original: request,
      clients,
      caretakers,
      now: new Date(),
    });

  /** After an edit, the summary drops what the user has fixed since the last submit. */
  const refreshSummary = () => {
    if (summaryIssues.length === 0) return;
    setSummaryIssues(stillOpenIssues(summaryIssues, validate().issues));
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as RequestFormValues;
    const { issues, planOverdue } = validate();
    setSummaryIssues(issues);
    // This submit's findings replace the last one's (and the server's).
    form.setFields(requestFormFields.map((name) => ({ name, errors: [] })));
    showFieldErrors(
      form,
      issuesByField(issues, (issue) => issueMessage(t, issue)),
    );
    if (planOverdue) toast.error(t('planWarning.title'), t('planWarning.text'));
    if (issues.length > 0 || planOverdue) return;

    if (request) {
      update.mutate(
        { id: request.id, patch: toUpdatePatch(values, request), etag: tagged.etag },
        { onSuccess: () => succeeded('toasts.updated'), onError: showFailure },
      );
    } else {
      create.mutate(toCreateBody(values), {
        onSuccess: () => succeeded('toasts.created'),
        onError: showFailure,
      });
    }
  };

  return {
    submit,
    refreshSummary,
    summary: summaryIssues.map((issue) => issueMessage(t, issue)),
    submitting: create.isPending || update.isPending,
  };
}
