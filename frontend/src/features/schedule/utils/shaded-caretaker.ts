import type { ScheduleCaretaker } from '@memorial-care/contracts/http';

/**
 * The caretaker whose days off the calendar shades, from the schedule's answer: a caretaker's
 * own; for an admin the filtered caretaker's, only while the answer is for that filter (the
 * previous answer stays on screen while the next one loads).
 */
export const shadedCaretaker = (
  caretaker: ScheduleCaretaker | null,
  viewer: 'admin' | 'caretaker',
  filteredCaretakerId: string | null,
): ScheduleCaretaker | null =>
  caretaker && (viewer === 'caretaker' || caretaker.id === filteredCaretakerId) ? caretaker : null;
