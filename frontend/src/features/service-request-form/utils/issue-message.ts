import type { TFunction } from 'i18next';
import type { FormIssue, Weekday } from './validate-request-form';

export type FormT = TFunction<'serviceRequestForm'>;

/** Weekday names in the interface language, joined: "Monday, Wednesday" ('Not specified' if none). */
export function weekdayList(t: FormT, days: readonly Weekday[]): string {
  return days.length > 0
    ? days.map((day) => t(`weekdays.${day}`)).join(', ')
    : t('validation.notSpecified');
}

/** An issue's message in the interface language (the spec's wording in English). */
export function issueMessage(t: FormT, issue: FormIssue): string {
  switch (issue.key) {
    case 'caretakerUnavailable':
      return t('validation.caretakerUnavailable', {
        name: issue.name || t('validation.selectedCaretaker'),
        weekday: t(`weekdays.${issue.weekday}`),
        days: weekdayList(t, issue.days),
      });
    case 'caretakerOnHoliday':
      return t('validation.caretakerOnHoliday', {
        name: issue.name || t('validation.selectedCaretaker'),
        weekday: t(`weekdays.${issue.weekday}`),
        date: issue.date,
      });
    default:
      return t(`validation.${issue.key}`);
  }
}
