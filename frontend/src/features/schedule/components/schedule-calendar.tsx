import type {
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import srLocale from '@fullcalendar/core/locales/sr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { ScheduleItem } from '@memorial-care/contracts/http';
import { theme } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-format';
import {
  dayClickStart,
  dayRangeOf,
  eventOrder,
  itemOfEvent,
  moreDayOfEvent,
  visitStartsOf,
} from '../utils/calendar-events';
import { visibleHoursOf, type CalendarViewName } from '../utils/calendar-view';
import type { DayRange } from '../utils/schedule-state';
import { assignActionAttribute, VisitEventContent } from './visit-event-content';
import './schedule-calendar.css';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** Serbian is written in Latin script in the app; FullCalendar's `sr` dates would be Cyrillic. */
const serbianLatin = { ...srLocale, code: 'sr-Latn' };
const locales = [serbianLatin, deLocale];
const calendarLocale = { en: 'en', sr: serbianLatin.code, de: deLocale.code } as const;

export interface ScheduleCalendarProps {
  readonly view: CalendarViewName;
  /** A day of the range to show (yyyy-MM-dd). */
  readonly date: string;
  readonly events: readonly EventInput[];
  /** Admins: visits can be dragged, offer their assign button, and empty days open the form. */
  readonly editable: boolean;
  /** The caretaker is shown on each visit (admins schedule several). */
  readonly showCaretaker: boolean;
  /** The days shown and the calendar's words for them ("Mar 2 – 8, 2026"). */
  readonly onRangeChange: (range: DayRange, title: string) => void;
  readonly onOpen: (item: ScheduleItem) => void;
  /** A month cell's "+N more": that day in the day view. */
  readonly onOpenDay: (date: string) => void;
  readonly onAssign: (item: ScheduleItem) => void;
  /** An empty day or slot was clicked: a new request starting then. */
  readonly onEmptyClick: (start: Date) => void;
  /** A visit dropped elsewhere: `revert` puts it back. */
  readonly onMove: (item: ScheduleItem, start: Date, revert: () => void) => void;
}

/**
 * The calendar (FullCalendar): its view and day follow the screen's (the URL), it reports the
 * days it shows, and it shows times in the viewer's time zone (the browser's). Weeks start on
 * Monday.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, date, events, editable, showCaretaker, onRangeChange } = props;
  const { t } = useTranslation('schedule');
  const language = useLanguage();
  const calendar = useRef<FullCalendar>(null);
  const hours = useMemo(() => visibleHoursOf(visitStartsOf(events)), [events]);
  const { token } = theme.useToken();
  const themed = {
    '--fc-border-color': token.colorBorderSecondary,
    '--fc-page-bg-color': token.colorBgContainer,
    '--fc-neutral-bg-color': token.colorFillQuaternary,
    '--fc-list-event-hover-bg-color': token.colorFillTertiary,
    '--fc-now-indicator-color': token.colorError,
    '--fc-small-font-size': `${token.fontSizeSM}px`,
    '--schedule-surface': token.colorBgContainer,
    '--schedule-radius': `${token.borderRadiusLG}px`,
    '--schedule-text': token.colorText,
    '--schedule-text-muted': token.colorTextSecondary,
    '--schedule-primary': token.colorPrimary,
  } as CSSProperties;

  // The calendar keeps its own view and day after the first render: follow the screen's.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type === view) api.gotoDate(date);
    else api.changeView(view, date);
  }, [view, date]);

  const datesSet = (info: DatesSetArg) =>
    onRangeChange(dayRangeOf(info.start, info.end), info.view.title);

  const eventClick = (info: EventClickArg) => {
    const moreDay = moreDayOfEvent(info.event.extendedProps);
    if (moreDay) {
      // A link (it opens in a new tab too); here the screen changes its view itself.
      info.jsEvent.preventDefault();
      return props.onOpenDay(moreDay);
    }
    const item = itemOfEvent(info.event.extendedProps);
    if (!item) return;
    info.jsEvent.preventDefault();
    const onAssignButton =
      info.jsEvent.target instanceof Element &&
      info.jsEvent.target.closest(`[${assignActionAttribute}]`) !== null;
    if (onAssignButton && editable) props.onAssign(item);
    else props.onOpen(item);
  };

  const eventDrop = (info: EventDropArg) => {
    const item = itemOfEvent(info.event.extendedProps);
    if (!item || !info.event.start) return info.revert();
    props.onMove(item, info.event.start, info.revert);
  };

  const dateClick = (info: DateClickArg) =>
    props.onEmptyClick(info.allDay ? dayClickStart(info.date) : info.date);

  const eventContent = (arg: EventContentArg) => {
    const item = itemOfEvent(arg.event.extendedProps);
    // Visit windows, days off and "+N more" keep the calendar's own look.
    if (!item) return true;
    return (
      <VisitEventContent
        item={item}
        timeText={arg.view.type.startsWith('list') ? '' : arg.timeText}
        showCaretaker={showCaretaker}
        canAssign={editable}
      />
    );
  };

  return (
    <section className="schedule-calendar" aria-label={t('calendar.label')} style={themed}>
      <FullCalendar
        ref={calendar}
        plugins={plugins}
        locales={locales}
        locale={calendarLocale[language]}
        initialView={view}
        initialDate={date}
        headerToolbar={false}
        firstDay={1}
        events={events as EventInput[]}
        eventDisplay="block"
        eventOrder={eventOrder}
        // The month grid gets a few visits a day and its own "+N more" links, counted on the
        // server from all of them: the calendar hides none (it would count only those it has).
        dayMaxEvents={false}
        allDaySlot={false}
        nowIndicator
        // The whole day at full height, no scrolling box inside the page: a keyboard could not
        // scroll it, and it held a week without visits out of reach (axe:
        // scrollable-region-focusable). The hours shown widen to every visit.
        slotMinTime={hours.slotMinTime}
        slotMaxTime={hours.slotMaxTime}
        defaultTimedEventDuration="01:00:00"
        contentHeight="auto"
        noEventsText={t('calendar.noVisits')}
        editable={editable}
        eventDurationEditable={false}
        eventStartEditable={editable}
        eventClick={eventClick}
        eventDrop={eventDrop}
        dateClick={editable ? dateClick : undefined}
        eventContent={eventContent}
        datesSet={datesSet}
      />
    </section>
  );
}
