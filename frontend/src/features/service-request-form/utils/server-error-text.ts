import { ApiRequestError } from '../../../lib/api-client';
import type { FormT } from './issue-message';
import { weekdays } from '@memorial-care/contracts/domain';
import type { Weekday } from './validate-request-form';

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
 * The toast of a failed create or update (spec §8), in this order: CARETAKER_NOT_AVAILABLE →
 * 'Caretaker Not Available' with the server's message plus its details; PLAN_OVERDUE →
 * 'Plan Status Warning'; a details text → the message for the column it mentions; an
 * `errors` list → 'Validation error: ' and the messages; the server's message as is; else
 * 'Failed to create service request' (or update). Details that are structured facts (our
 * domain errors carry objects) are not a database's text: the message speaks for them.
 */
export function serverErrorToast(t: FormT, error: unknown, mode: FormMode): ServerErrorToast {
  const title = mode === 'edit' ? t('toasts.updateFailed') : t('toasts.createFailed');
  const fallback =
    mode === 'edit' ? t('serverErrors.updateDefault') : t('serverErrors.createDefault');
  if (!(error instanceof ApiRequestError) || error.body === null)
    return { title, description: fallback };

  const { code, message, details, errors } = error.body;
  if (code === 'CARETAKER_NOT_AVAILABLE') {
    const extra = caretakerDetailsText(t, details);
    const description = [message, extra].filter(Boolean).join(' ') || fallback;
    return {
      title: t('toasts.caretakerNotAvailable'),
      description,
      caretakerMessage: message || undefined,
    };
  }
  if (code === 'PLAN_OVERDUE')
    return { title: t('planWarning.title'), description: message || t('planWarning.text') };
  if (typeof details === 'string' && details.trim() !== '')
    return { title, description: detailsMessage(t, details) };
  if (errors && errors.length > 0)
    return {
      title,
      description: t('serverErrors.validation', {
        messages: errors.map((e) => e.message).join(', '),
      }),
    };
  if (message) return { title, description: message };
  return { title, description: fallback };
}
