import type { ScheduleItem } from '@memorial-care/contracts/http';
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Grid, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedDialog } from '../../features/calendar-feed/components/calendar-feed-dialog';
import { ServiceRequestFormDialog } from '../../features/service-request-form/components/service-request-form-dialog';
import { ActiveFiltersBar } from '../../features/schedule/components/active-filters-bar';
import { AssignCaretakerDialog } from '../../features/schedule/components/assign-caretaker-dialog';
import { ScheduleCalendar } from '../../features/schedule/components/schedule-calendar';
import { ScheduleFiltersBar } from '../../features/schedule/components/schedule-filters-bar';
import { ScheduleHeader } from '../../features/schedule/components/schedule-header';
import { ScheduleSummaryCards } from '../../features/schedule/components/schedule-summary-cards';
import { ScheduleToolbar } from '../../features/schedule/components/schedule-toolbar';
import { useCalendarEvents } from '../../features/schedule/hooks/use-calendar-events';
import { useSchedule } from '../../features/schedule/hooks/use-schedule';
import { useScheduleLists } from '../../features/schedule/hooks/use-schedule-lists';
import {
  useScheduleHref,
  useScheduleState,
} from '../../features/schedule/hooks/use-schedule-state';
import { useVisitChanges } from '../../features/schedule/hooks/use-visit-changes';
import { calendarViewOf, perDayOf } from '../../features/schedule/utils/calendar-view';
import { shadedCaretaker } from '../../features/schedule/utils/shaded-caretaker';
import { anchorDay, shiftedDay, type DayRange } from '../../features/schedule/utils/schedule-state';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';

interface ShownRange {
  readonly range: DayRange;
  readonly title: string;
}

interface NewRequestForm {
  readonly open: boolean;
  /** The empty day or slot clicked; null from the header's button. */
  readonly start: Date | null;
}

/**
 * Schedule (/admin/schedule, /caretaker/schedule; spec part 1, §2): the visits of a day, week or
 * month, filtered and searched (kept in the URL), with the summary cards. Admins drag visits to
 * another day or slot, assign caretakers and open the request form on an empty day; a caretaker
 * sees only their own visits, on a phone as a list of the days.
 */
export function SchedulePage({ viewer }: { readonly viewer: 'admin' | 'caretaker' }) {
  const { t } = useTranslation('schedule');
  const { t: feedT } = useTranslation('calendarFeed');
  const isAdmin = viewer === 'admin';
  const [state, update] = useScheduleState();
  const [shown, setShown] = useState<ShownRange | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [form, setForm] = useState<NewRequestForm>({ open: false, start: null });
  const [assigning, setAssigning] = useState<ScheduleItem | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const hrefOf = useScheduleHref();
  const lists = useScheduleLists(isAdmin);
  const breakpoints = Grid.useBreakpoint();
  const calendarView = calendarViewOf(state.view, breakpoints.md === false);
  const perDay = perDayOf(calendarView);
  const schedule = useSchedule(state, shown?.range ?? null, perDay);
  const changes = useVisitChanges();

  const today = dayjs().format('YYYY-MM-DD');
  const day = anchorDay(state, today);
  // Before the first measurement the width is unknown: the calendar waits, not to start wrong.
  const measured = breakpoints.md !== undefined;
  // Whose working days are shaded: the schedule's own answer, for admins and caretakers alike.
  const caretaker = shadedCaretaker(schedule.data?.caretaker ?? null, viewer, state.caretakerId);
  const caretakerName =
    caretaker?.name ?? lists.caretakers?.find(({ id }) => id === state.caretakerId)?.name ?? null;
  const cemetery = lists.cemeteries.find(({ id }) => id === state.cemeteryId) ?? null;
  const dayHref = useCallback((date: string) => hrefOf({ view: 'day', date }), [hrefOf]);
  const events = useCalendarEvents({
    schedule: schedule.data,
    view: calendarView,
    range: shown?.range ?? null,
    caretaker,
    canMove: isAdmin,
    perDay,
    dayHref,
  });

  const onRangeChange = (range: DayRange, title: string) =>
    setShown((current) =>
      current?.title === title && current.range.from === range.from && current.range.to === range.to
        ? current
        : { range, title },
    );
  const openNewForm = (start: Date | null) => setForm({ open: true, start });
  // A month grid shows every day's first few and "+N more"; the other views the soonest ones.
  const truncated =
    perDay === undefined && schedule.data && schedule.data.items.length < schedule.data.total;

  return (
    <Flex vertical gap="large">
      <ScheduleHeader
        viewer={viewer}
        onNew={isAdmin ? () => openNewForm(null) : undefined}
        actions={
          // A caretaker takes their visits along in their own calendar app.
          !isAdmin && (
            <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setFeedOpen(true)}>
              {feedT('subscribe')}
            </Button>
          )
        }
      />
      <ScheduleSummaryCards summary={schedule.data?.summary} />
      <ScheduleFiltersBar
        state={state}
        onChange={update}
        caretakers={lists.caretakers}
        cemeteries={lists.cemeteries}
        listsLoading={lists.loading}
      />
      <ActiveFiltersBar
        state={state}
        onChange={update}
        total={schedule.data?.total}
        caretakerName={caretakerName}
        cemeteryName={cemetery?.name ?? null}
      />
      <ScheduleToolbar
        view={state.view}
        rangeLabel={shown?.title ?? ''}
        onViewChange={(view) => update({ view })}
        onStep={(step) => update({ date: shiftedDay(state.view, day, step) })}
        onToday={() => update({ date: null })}
      />
      {schedule.isError && (
        <Alert
          type="error"
          showIcon
          title={t('calendar.loadFailed')}
          action={<Button onClick={() => void schedule.refetch()}>{t('calendar.retry')}</Button>}
        />
      )}
      {truncated && (
        <Alert
          type="info"
          showIcon
          title={t('calendar.truncated', {
            shown: schedule.data.items.length,
            total: schedule.data.total,
          })}
        />
      )}
      {measured ? (
        <ScheduleCalendar
          view={calendarView}
          date={day}
          events={events}
          editable={isAdmin}
          showCaretaker={isAdmin}
          onRangeChange={onRangeChange}
          onOpen={(item) => setDetailsId(item.id)}
          onOpenDay={(date) => update({ view: 'day', date })}
          onAssign={setAssigning}
          onEmptyClick={openNewForm}
          onMove={(item, start, revert) => void changes.move(item, start, revert)}
        />
      ) : (
        <Skeleton active />
      )}

      <ServiceRequestDetailsDialog
        requestId={detailsId}
        viewer={viewer}
        onClose={() => setDetailsId(null)}
      />
      {isAdmin && (
        <ServiceRequestFormDialog
          open={form.open}
          initialScheduledDate={form.start}
          onClose={() => setForm((current) => ({ ...current, open: false }))}
        />
      )}
      {!isAdmin && <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />}
      {isAdmin && (
        <AssignCaretakerDialog
          item={assigning}
          caretakers={lists.caretakers ?? []}
          caretakersLoading={lists.loading}
          saving={changes.isSaving}
          onAssign={changes.assign}
          onClose={() => setAssigning(null)}
        />
      )}
    </Flex>
  );
}
