import dayjs, { type Dayjs } from 'dayjs';
import type { FormT } from './issue-message';
import { weekdayList } from './issue-message';
import type { Weekday } from './validate-request-form';

/** The first client whose name contains the typed text, ignoring case (spec §2); none for blanks. */
export function firstClientMatching<C extends { readonly name: string }>(
  clients: readonly C[],
  text: string,
): C | undefined {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return undefined;
  return clients.find((client) => client.name.toLocaleLowerCase().includes(needle));
}

/**
 * The caretakers the form offers: the active ones, plus the one the request already has (so an
 * edit shows them even when they were since deactivated).
 */
export function caretakerChoices<C extends { readonly id: string; readonly isActive: boolean }>(
  caretakers: readonly C[],
  assignedId?: string | null,
): C[] {
  return caretakers.filter((caretaker) => caretaker.isActive || caretaker.id === assignedId);
}

/** "Ana Petrović (Monday, Friday)", or "(any day)" when they named no days. */
export function caretakerOptionLabel(
  t: FormT,
  caretaker: { readonly name: string; readonly preferredVisitDays: readonly Weekday[] },
): string {
  const days =
    caretaker.preferredVisitDays.length > 0
      ? weekdayList(t, caretaker.preferredVisitDays)
      : t('fields.anyDay');
  return t('fields.caretakerOption', { name: caretaker.name, days });
}

/** "Milan Jovanović (grave 12)", or the deceased's name alone when the grave has no number. */
export function graveOptionLabel(
  t: FormT,
  grave: { readonly deceasedName: string; readonly graveNumber: string | null },
): string {
  return grave.graveNumber
    ? t('fields.graveOption', { deceased: grave.deceasedName, number: grave.graveNumber })
    : grave.deceasedName;
}

/** The calendar disables past days and days before 1900 (spec §2). */
export function isDisabledVisitDay(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now.startOf('day')) || day.year() < 1900;
}
