import type { EventInput } from '@fullcalendar/core';
import {
  requestStatusColor,
  type CaretakerWorkingDays,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import type { Schedule, ScheduleItem } from '@memorial-care/contracts/http';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';
import {
  caretakerOffDays,
  moreLinkEvents,
  offDayEvents,
  visitEvents,
  visitWindowEvents,
} from '../utils/calendar-events';
import { hasHours, type CalendarViewName } from '../utils/calendar-view';
import type { DayRange } from '../utils/schedule-state';

interface CalendarEventsInput {
  readonly schedule: Pick<Schedule, 'items' | 'days'> | undefined;
  readonly view: CalendarViewName;
  readonly range: DayRange | null;
  /** The caretaker whose schedule it is, whose days off are shaded; null for none. */
  readonly caretaker: CaretakerWorkingDays | null;
  readonly canMove: boolean;
  /** The month grid asked this many visits a day: the rest behind "+N more" links. */
  readonly perDay: number | undefined;
  /** The address of a day in the day view, where a "+N more" link leads. */
  readonly dayHref: (date: string) => string;
}

/**
 * Everything the calendar draws: the visits in their status colours (spec: pending yellow,
 * scheduled blue, in progress orange, completed green, cancelled red), the month grid's "+N more"
 * links, the visit windows behind the hours, and the caretaker's holidays and days off. Kept the
 * same object while nothing changed, so the calendar does not redraw (and a dropped card stays
 * put).
 */
export function useCalendarEvents(input: CalendarEventsInput) {
  const { schedule, view, range, caretaker, canMove, perDay, dayHref } = input;
  const { t } = useTranslation('schedule');
  const { token } = theme.useToken();
  const serviceLabel = useServiceTypeLabel();

  return useMemo((): EventInput[] => {
    const colorsOf = (status: RequestStatus) => {
      const color = requestStatusColor[status];
      return {
        backgroundColor: token[`${color}1`],
        borderColor: token[`${color}6`],
        textColor: token.colorText,
      };
    };
    const titleOf = (item: ScheduleItem) =>
      [
        serviceLabel(item.serviceType),
        item.clientName ?? item.grave?.deceasedName,
        item.cemetery?.name,
      ]
        .filter(Boolean)
        .join(' · ');
    const withHours = hasHours(view);
    const items = schedule?.items ?? [];
    return [
      ...visitEvents(items, { canMove, colorsOf, titleOf }),
      ...(perDay !== undefined && schedule
        ? moreLinkEvents(schedule.days, items, {
            labelOf: (count) => t('calendar.more', { count }),
            hrefOf: dayHref,
          })
        : []),
      ...(withHours && range
        ? visitWindowEvents(range, (name) => t(`calendar.windows.${name}`))
        : []),
      ...(caretaker && range
        ? offDayEvents(
            caretakerOffDays(caretaker, range),
            (reason) => t(`calendar.offDay.${reason}`),
            !withHours,
          )
        : []),
    ];
  }, [schedule, view, range, caretaker, canMove, perDay, dayHref, token, serviceLabel, t]);
}
