import { isBusyMemorialDay, oneMoreOverCapacity } from '@memorial-care/contracts/domain';
import { dayOverCapacityCode, type DayOverCapacityDetails } from '@memorial-care/contracts/http';
import { cemeteryDayCapacity } from '@memorial-care/projections/memorial-capacity';
import type { CommonQueryMethods } from 'slonik';
import { ConflictError } from '../shared/errors';

/**
 * A new visit on a busy memorial day (Zadušnice, Pobusani ponedeljak) at a cemetery whose
 * caretakers are already fully booked that day is refused with 409 DAY_OVER_CAPACITY, unless the
 * family was warned and orders anyway (`acceptBusyDay`). Ordinary days are not checked: the
 * office plans those as they come, and a new cemetery without caretakers would warn every order.
 */
export async function assertRoomOnBusyDay(
  db: CommonQueryMethods,
  visit: {
    readonly cemeteryId: string | null;
    /** yyyy-MM-dd, in Serbia. */
    readonly date: string;
    readonly acceptBusyDay: boolean;
  },
): Promise<void> {
  const { cemeteryId, date } = visit;
  if (visit.acceptBusyDay || cemeteryId === null || !isBusyMemorialDay(date)) return;
  const day = await cemeteryDayCapacity(db, { cemeteryId, date });
  if (!oneMoreOverCapacity(day)) return;
  const details: DayOverCapacityDetails = {
    date,
    booked: day.booked,
    capacity: day.capacity,
    caretakersAvailable: day.caretakersAvailable,
  };
  throw new ConflictError(
    `${date} is fully booked at this cemetery: ${day.booked} visits booked, ` +
      `${day.caretakersAvailable} caretakers can do ${day.capacity}. ` +
      'Send acceptBusyDay to order anyway.',
    dayOverCapacityCode,
    details,
  );
}
