import type { TFunction } from 'i18next';
import type { HistoryWhat } from './history-lines';

export interface HistoryTextTools {
  readonly t: TFunction<'serviceRequestDetails'>;
  readonly tRequests: TFunction<'serviceRequests'>;
  /** An instant as the viewer reads it: their language, their time zone. */
  readonly dateTime: (iso: string) => string;
}

type Update = Extract<HistoryWhat, { kind: 'updated' }>;

/** "Rescheduled from … to …", "Scheduled for …" or "Schedule removed (was …)". */
const movedText = ({ from, to }: NonNullable<Update['moved']>, tools: HistoryTextTools) => {
  const { t, dateTime } = tools;
  if (from && to) return t('history.moved', { from: dateTime(from), to: dateTime(to) });
  if (to) return t('history.movedOnto', { to: dateTime(to) });
  return from ? t('history.movedOff', { from: dateTime(from) }) : null;
};

/**
 * An update in words: the move and the new priority with their values, then the other fields
 * by name ("Rescheduled from 3 May 2030, 10:00 to 5 May 2030, 10:00; also updated: notes").
 */
export function updateText(what: Update, tools: HistoryTextTools): string {
  const { t, tRequests } = tools;
  const fields = what.fields
    .map((field) => t(`history.fields.${field}`))
    .join(t('history.fieldSeparator'));
  const valued = [
    what.moved ? movedText(what.moved, tools) : null,
    what.priority
      ? t('history.priorityChanged', {
          from: tRequests(`priority.${what.priority.from}`),
          to: tRequests(`priority.${what.priority.to}`),
        })
      : null,
  ].filter((part) => part !== null);
  if (valued.length === 0)
    return fields ? t('history.updated', { fields }) : t('history.updatedNothing');
  const parts = fields ? [...valued, t('history.alsoUpdated', { fields })] : valued;
  return parts.join(t('history.partSeparator'));
}
