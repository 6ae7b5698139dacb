import {
  caretakerUnavailability,
  type CaretakerUnavailability,
  type CaretakerWorkingDays,
  type Weekday,
} from '@memorial-care/contracts/domain';

/** What the assign dialog needs to know of a caretaker. */
export interface ChoosableCaretaker extends CaretakerWorkingDays<Weekday> {
  readonly id: string;
  readonly name: string;
  readonly isActive: boolean;
}

export interface CaretakerChoice<C extends ChoosableCaretaker> {
  readonly caretaker: C;
  /** Why they cannot take the visit on its day; null when they can. */
  readonly unavailability: CaretakerUnavailability<Weekday> | null;
}

/**
 * The caretakers offered for a visit: the active ones (and the one it has, even if inactive),
 * those who can work on the visit's day first, each group by name. Without a day, everyone can.
 */
export function caretakerChoicesFor<C extends ChoosableCaretaker>(
  caretakers: readonly C[],
  scheduledDate: string | null,
  currentId: string | null,
): CaretakerChoice<C>[] {
  return caretakers
    .filter((caretaker) => caretaker.isActive || caretaker.id === currentId)
    .map((caretaker) => ({
      caretaker,
      unavailability: scheduledDate ? caretakerUnavailability(caretaker, scheduledDate) : null,
    }))
    .sort(
      (a, b) =>
        Number(a.unavailability !== null) - Number(b.unavailability !== null) ||
        a.caretaker.name.localeCompare(b.caretaker.name),
    );
}
