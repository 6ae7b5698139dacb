import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpdateSchedule } from '../hooks/use-schedule-state';
import { hasActiveFilters, type ScheduleState } from '../utils/schedule-state';

interface ActiveFiltersBarProps {
  readonly state: ScheduleState;
  readonly onChange: UpdateSchedule;
  /** The visits of the range with these filters; undefined while loading. */
  readonly total: number | undefined;
  readonly caretakerName: string | null;
  readonly cemeteryName: string | null;
}

/** The filters in force, each removable, and how many visits they leave in the range. */
export function ActiveFiltersBar({
  state,
  onChange,
  total,
  caretakerName,
  cemeteryName,
}: ActiveFiltersBarProps) {
  const { t } = useTranslation('schedule');
  const { t: tr } = useTranslation('serviceRequests');
  if (!hasActiveFilters(state)) return null;

  const tags = [
    state.search && {
      key: 'search',
      text: t('activeFilters.search', { text: state.search }),
      clear: () => onChange({ search: '' }),
    },
    state.caretakerId && {
      key: 'caretaker',
      text: t('activeFilters.caretaker', { name: caretakerName ?? '…' }),
      clear: () => onChange({ caretakerId: null }),
    },
    state.status.length > 0 && {
      key: 'status',
      text: t('activeFilters.status', {
        statuses: state.status.map((status) => tr(`status.${status}`)).join(', '),
      }),
      clear: () => onChange({ status: [] }),
    },
    state.cemeteryId && {
      key: 'cemetery',
      text: t('activeFilters.cemetery', { name: cemeteryName ?? '…' }),
      clear: () => onChange({ cemeteryId: null }),
    },
  ].filter((tag) => !!tag);

  return (
    <Flex
      wrap
      align="center"
      gap="small"
      role="region"
      aria-label={t('activeFilters.title')}
      className="schedule-active-filters"
    >
      <Typography.Text strong>{`${t('activeFilters.title')}:`}</Typography.Text>
      {tags.map((tag) => (
        <Tag key={tag.key} closable onClose={tag.clear} style={{ marginInlineEnd: 0 }}>
          {tag.text}
        </Tag>
      ))}
      {total !== undefined && (
        <Typography.Text type="secondary" aria-live="polite">
          {t('activeFilters.results', { count: total })}
        </Typography.Text>
      )}
    </Flex>
  );
}
