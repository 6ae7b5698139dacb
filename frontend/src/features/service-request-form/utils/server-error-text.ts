import { weekdays } from '@memorial-care/contracts/domain';
import { ApiRequestError } from '../../../lib/api-client';
import type { ServerErrorTexts } from '../../../lib/use-server-error-text';
import { issueMessage, type FormT } from './issue-message';
import type { FormIssue, Weekday } from './validate-request-form';

export type FormMode = 'create' | 'edit';

/** A failed save's toast: always destructive. */
export interface ServerErrorToast {
  readonly title: string;
  readonly description: string;
  /** The server's reason for the caretaker field (CARETAKER_NOT_AVAILABLE), to show beside it. */
  readonly caretakerMessage?: string;
}

const isWeekday = (value: unknown): value is Weekday =>
  typeof value === 'string' && (weekdays as readonly string[]).includes(value);

/**
 * CARETAKER_NOT_AVAILABLE's sentence in the interface language, rebuilt from its details
 * ({caretakerName, weekday, date, availableDays, reason?}) as the form's own check words it;
 * null when the details do not say enough.
 */
function caretakerIssueOf(details: unknown): FormIssue | null {
  if (typeof details !== 'object' || details === null) return null;
  const { caretakerName, weekday, date, availableDays, reason } = details as Record<
    string,
    unknown
  >;
  if (!isWeekday(weekday) || typeof date !== 'string') return null;
  const name = typeof caretakerName === 'string' ? caretakerName : '';
  if (reason === 'holiday')
    return { field: 'caretakerId', key: 'caretakerOnHoliday', name, weekday, date };
  if (!Array.isArray(availableDays) || !availableDays.every(isWeekday)) return null;
  return { field: 'caretakerId', key: 'caretakerUnavailable', name, weekday, days: availableDays };
}

/** CARETAKER_NOT_AVAILABLE's details ({date, weekday, reason?}) as a sentence; text as is. */
function caretakerDetailsText(t: FormT, details: unknown): string | null {
  if (details === undefined || details === null || details === '') return null;
  if (typeof details === 'string') return details;
  if (typeof details !== 'object') return String(details);
  const { date, weekday, reason } = details as Record<string, unknown>;
  if (typeof date !== 'string') return JSON.stringify(details);
  const parts = [
    t('serverErrors.requestedDay', {
      weekday: isWeekday(weekday) ? t(`weekdays.${weekday}`) : String(weekday ?? ''),
      date,
    }),
  ];
  if (reason === 'holiday') parts.push(t('serverErrors.holiday'));
  return parts.join(' ');
}

/**
 * A database-style detail text (e.g. 'Key (client_id)=(…) is not present') as the spec's
 * message for the column it names; 'Database error: ' and the text otherwise.
 */
export function detailsMessage(t: FormT, details: string): string {
  if (details.includes('client_id')) return t('serverErrors.clientId');
  if (details.includes('cemetery_id')) return t('serverErrors.cemeteryId');
  if (details.includes('grave_id')) return t('serverErrors.graveId');
  if (details.includes('service_type')) return t('serverErrors.serviceType');
  return t('serverErrors.database', { text: details });
}

/**
 * The toast of a failed create or update (spec §8), in the interface language, in this order:
 * CARETAKER_NOT_AVAILABLE → 'Caretaker Not Available' with the reason plus its details;
 * PLAN_OVERDUE → 'Plan Status Warning'; a details text → the message for the column it
 * mentions; an `errors` list → 'Validation error: ' and the fields' problems; the error by its
 * code (the server's message for an unknown one); else 'Failed to create service request' (or
 * update). Details that are structured facts (our domain errors carry objects) are not a
 * database's text: the code speaks for them.
 */
export function serverErrorToast(
  t: FormT,
  error: unknown,
  mode: FormMode,
  serverText: ServerErrorTexts,
): ServerErrorToast {
  const title = mode === 'edit' ? t('toasts.updateFailed') : t('toasts.createFailed');
  const fallback =
    mode === 'edit' ? t('serverErrors.updateDefault') : t('serverErrors.createDefault');
  if (!(error instanceof ApiRequestError) || error.body === null)
    return { title, description: fallback };

  const { code, message, details, errors } = error.body;
  if (code === 'CARETAKER_NOT_AVAILABLE') {
    const issue = caretakerIssueOf(details);
    const reason = issue ? issueMessage(t, issue) : serverText.error(error, fallback);
    const extra = caretakerDetailsText(t, details);
    return {
      title: t('toasts.caretakerNotAvailable'),
      description: [reason, extra].filter(Boolean).join(' '),
      caretakerMessage: reason,
    };
  }
  if (code === 'PLAN_OVERDUE')
    return { title: t('planWarning.title'), description: t('planWarning.text') };
  if (typeof details === 'string' && details.trim() !== '')
    return { title, description: detailsMessage(t, details) };
  if (errors && errors.length > 0)
    return {
      title,
      description: t('serverErrors.validation', {
        messages: errors.map((item) => serverText.field(item)).join(', '),
      }),
    };
  if (message) return { title, description: serverText.error(error, fallback) };
  return { title, description: fallback };
}
