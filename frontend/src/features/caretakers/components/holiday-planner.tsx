import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { limits } from '@memorial-care/contracts/domain';
import type { Caretaker } from '@memorial-care/contracts/http';
import { App, Button, Calendar, Empty, Flex, List, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { useToast } from '../../../lib/toast';
import type { TaggedEdit } from '../../../lib/use-tagged-edit';
import { useFormat } from '../../../lib/use-format';
import { useUpdateCaretaker } from '../api/update-caretaker';
import { useCaretakerNotifications } from '../hooks/use-caretaker-notifications';
import {
  clickDate,
  groupIntoRanges,
  hasUnsavedChanges,
  plannerStateFrom,
  removeRange,
  type DateRange,
  type PlannerState,
} from '../utils/holiday-planner';

interface HolidayPlannerProps {
  caretaker: Caretaker;
  /** The caretaker fetched with its revision: Save sends it, and a 412 shows Reload. */
  edit: TaggedEdit<Caretaker>;
  today: string;
}

const iso = (date: Dayjs) => date.format('YYYY-MM-DD');

/** The accessible name of a day button: weekday, day, month and year in the interface language. */
export const dayButtonLabel = (date: Dayjs) => date.format('dddd, D MMMM YYYY');

/**
 * The holiday planner (spec part 1, section 4): clicks toggle dates and fill ranges; the
 * selection stays local until Save Holidays, which sends only `holidayDates`.
 */
export function HolidayPlanner({ caretaker, edit, today }: HolidayPlannerProps) {
  const { t } = useTranslation('caretakers');
  const { modal } = App.useApp();
  const toast = useToast();
  const format = useFormat();
  const notify = useCaretakerNotifications();
  const update = useUpdateCaretaker();
  const saved = caretaker.holidayDates;
  const [planner, setPlanner] = useState<PlannerState>(() => plannerStateFrom(saved));
  const [panelDate, setPanelDate] = useState<Dayjs>(() => dayjs(today));
  const selected = new Set(planner.dates);
  const unsaved = hasUnsavedChanges(planner, saved);
  const ranges = groupIntoRanges(planner.dates);

  const rangeText = (range: Pick<DateRange, 'from' | 'to'>) =>
    range.from === range.to
      ? format.date(range.from)
      : `${format.date(range.from)} – ${format.date(range.to)}`;
  const rangeAddedToast = (range: DateRange) =>
    toast.success(
      t('toasts.rangeAdded'),
      t('toasts.rangeAddedText', {
        count: range.days,
        from: format.date(range.from),
        to: format.date(range.to),
      }),
    );

  const onDateClick = (date: string) => {
    const outcome = clickDate(planner, date);
    switch (outcome.kind) {
      case 'removed':
        setPlanner(outcome.state);
        toast.info(t('toasts.dateRemoved'), format.date(date));
        return;
      case 'added':
        setPlanner(outcome.state);
        toast.success(t('toasts.dateAdded'), format.date(date));
        return;
      case 'rangeAdded':
        setPlanner(outcome.state);
        rangeAddedToast(outcome.range);
        return;
      case 'confirmRange':
        modal.confirm({
          title: t('planner.confirmTitle'),
          content: t('planner.confirmContent', {
            count: outcome.range.days,
            from: format.date(outcome.range.from),
            to: format.date(outcome.range.to),
          }),
          okText: t('planner.confirmOk'),
          cancelText: t('planner.confirmCancel'),
          onOk: () => {
            setPlanner(outcome.ifConfirmed);
            rangeAddedToast(outcome.range);
          },
          onCancel: () => {
            setPlanner(outcome.ifDeclined);
            toast.success(t('toasts.dateAdded'), format.date(date));
          },
        });
    }
  };

  const onRemoveRange = (range: DateRange) => {
    setPlanner((current) => removeRange(current, range));
    toast.info(t('toasts.rangeRemoved'), rangeText(range));
  };

  // Awaited, not mutate's callbacks: a save changes the saved dates, which re-creates this
  // planner (its key); mutate's callbacks die with it when the refetch lands first, and the
  // toast with them.
  const save = async () => {
    try {
      const updated = await update.mutateAsync({
        id: caretaker.id,
        patch: { holidayDates: [...planner.dates] },
        etag: edit.etag,
      });
      setPlanner(plannerStateFrom(updated.holidayDates));
      notify.success('toasts.holidaysUpdated');
    } catch (error) {
      if (!edit.refusedAsStale(error)) notify.failure('toasts.holidaysFailed', error);
    }
  };

  const dayCell = (date: Dayjs) => {
    const value = iso(date);
    const isSelected = selected.has(value);
    const isLast = planner.lastSelected === value;
    const isToday = value === today;
    const inPanelMonth = date.month() === panelDate.month();
    return (
      <button
        type="button"
        aria-pressed={isSelected}
        aria-label={dayButtonLabel(date)}
        aria-current={isToday ? 'date' : undefined}
        data-date={value}
        data-last-selected={isLast || undefined}
        style={{
          width: 28,
          height: 28,
          margin: '2px auto',
          display: 'block',
          padding: 0,
          cursor: 'pointer',
          borderRadius: '50%',
          font: 'inherit',
          // Days of the months around keep 4.5:1 (a placeholder grey, not a faded colour).
          color: isSelected
            ? '#fff'
            : inPanelMonth
              ? 'inherit'
              : 'var(--ant-color-text-placeholder)',
          background: isSelected ? '#ad4e00' : 'transparent',
          border: isLast
            ? '2px solid #1f2a26'
            : isToday
              ? '1px solid #1677ff'
              : '1px solid transparent',
        }}
      >
        {date.date()}
      </button>
    );
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('planner.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('planner.hint', { maxGap: limits.holidayAutoRangeMaxGapDays })}
        </Typography.Text>
      </div>

      <Flex wrap gap="large" align="flex-start">
        <div
          role="group"
          aria-label={t('planner.calendarLabel')}
          style={{ width: 320, border: '1px solid #f0f0f0', borderRadius: 8 }}
        >
          <Calendar
            fullscreen={false}
            value={panelDate}
            onPanelChange={(date) => setPanelDate(date)}
            onSelect={(date, info) => {
              setPanelDate(date);
              if (info.source === 'date') onDateClick(iso(date));
            }}
            headerRender={({ value, onChange }) => (
              // Month steps with names, instead of antd's unlabelled year and month selects.
              <Flex align="center" justify="space-between" style={{ padding: 8 }}>
                <Button
                  type="text"
                  icon={<LeftOutlined aria-hidden />}
                  aria-label={t('planner.previousMonth')}
                  onClick={() => onChange(value.subtract(1, 'month'))}
                />
                <Typography.Text strong aria-live="polite">
                  {value.format('MMMM YYYY')}
                </Typography.Text>
                <Button
                  type="text"
                  icon={<RightOutlined aria-hidden />}
                  aria-label={t('planner.nextMonth')}
                  onClick={() => onChange(value.add(1, 'month'))}
                />
              </Flex>
            )}
            fullCellRender={(date, info) =>
              info.type === 'date' ? dayCell(date) : info.originNode
            }
          />
        </div>

        <Flex vertical gap="small" style={{ flex: '1 1 240px', minWidth: 240 }}>
          <Flex align="center" gap="small" wrap>
            <Typography.Text strong>{t('planner.summary')}</Typography.Text>
            {unsaved && <Tag color="gold">{t('planner.unsaved')}</Tag>}
          </Flex>
          {planner.lastSelected && (
            <Typography.Text type="secondary">
              {t('planner.lastSelected', { date: format.date(planner.lastSelected) })}
            </Typography.Text>
          )}
          {ranges.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planner.empty')} />
          ) : (
            <List
              size="small"
              aria-label={t('planner.summary')}
              dataSource={ranges}
              renderItem={(range) => (
                <List.Item
                  actions={[
                    <Button
                      key="remove"
                      type="text"
                      size="small"
                      icon={<CloseOutlined aria-hidden />}
                      aria-label={t('planner.removeRange', { range: rangeText(range) })}
                      onClick={() => onRemoveRange(range)}
                    />,
                  ]}
                >
                  <Flex vertical>
                    <span>{rangeText(range)}</span>
                    <Typography.Text type="secondary">
                      {t('planner.days', { count: range.days })}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
          <StaleEditAlert edit={edit} />
          <Flex gap="small" wrap>
            <Button
              type="primary"
              onClick={() => void save()}
              disabled={!unsaved || edit.loading}
              loading={update.isPending}
            >
              {t('planner.save')}
            </Button>
            <Button onClick={() => setPlanner(plannerStateFrom(saved))} disabled={!unsaved}>
              {t('planner.reset')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  );
}
