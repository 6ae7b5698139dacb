import { serviceDay, serviceTimeZone } from '@memorial-care/contracts/domain';
import { clientOrderMessages } from '@memorial-care/contracts/http';
import { DateTime } from 'luxon';
import { ValidationError } from '../shared/errors';

/** The office plans the hour; until then the visit stands at the start of the working day. */
const provisionalVisitHour = 8;

/**
 * The wished-for visit day as the request's scheduled instant: 08:00 that day in Serbia. A day
 * already past there is refused (422: the date is well-formed, the calendar has moved on).
 */
export const visitInstantOf = (visitDate: string, now: Date): string => {
  if (visitDate < serviceDay(now).date) {
    const message = clientOrderMessages.pastDate;
    throw new ValidationError(
      message,
      [{ path: 'body.visitDate', message }],
      'VALIDATION_FAILED',
      422,
    );
  }
  const start = DateTime.fromISO(visitDate, { zone: serviceTimeZone }).set({
    hour: provisionalVisitHour,
  });
  return start.toUTC().toISO() ?? '';
};
