import { requestStatuses } from '@memorial-care/contracts/domain';
import type { Caretaker, Cemetery } from '@memorial-care/contracts/http';
import { Button, Flex, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import type { UpdateSchedule } from '../hooks/use-schedule-state';
import {
  clearedFilters,
  hasActiveFilters,
  onlyStatusOf,
  toggledOnlyStatus,
  type OnlyStatus,
  type ScheduleState,
} from '../utils/schedule-state';

interface ScheduleFiltersBarProps {
  readonly state: ScheduleState;
  readonly onChange: UpdateSchedule;
  /** Admins filter by caretaker; a caretaker's schedule is their own. */
  readonly caretakers: readonly Caretaker[] | null;
  readonly cemeteries: readonly Cemetery[];
  readonly listsLoading: boolean;
}

const selectWidth = { width: 200, maxWidth: '100%' };

/** Search, the caretaker, status and cemetery filters, the two toggles and Clear All. */
export function ScheduleFiltersBar({
  state,
  onChange,
  caretakers,
  cemeteries,
  listsLoading,
}: ScheduleFiltersBarProps) {
  const { t } = useTranslation('schedule');
  const { t: tr } = useTranslation('serviceRequests');
  const only = onlyStatusOf(state);
  const toggle = (status: OnlyStatus, label: string) => (
    <Flex component="label" align="center" gap={6}>
      <Switch
        size="small"
        aria-label={label}
        checked={only === status}
        onChange={(on) => onChange(toggledOnlyStatus(status, on))}
      />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );

  return (
    <Flex vertical gap="small" role="search" aria-label={t('filters.label')}>
      <Flex wrap gap="small" align="center">
        <DebouncedSearchInput
          value={state.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          width={280}
        />
        {caretakers && (
          <Select
            aria-label={t('filters.caretaker')}
            placeholder={t('filters.allCaretakers')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={listsLoading}
            style={selectWidth}
            value={state.caretakerId ?? undefined}
            onChange={(caretakerId) => onChange({ caretakerId: caretakerId ?? null })}
            options={caretakers.map((caretaker) => ({
              value: caretaker.id,
              label: caretaker.name,
            }))}
          />
        )}
        <Select
          mode="multiple"
          aria-label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          allowClear
          maxTagCount="responsive"
          style={selectWidth}
          value={[...state.status]}
          onChange={(status) => onChange({ status })}
          options={requestStatuses.map((status) => ({
            value: status,
            label: tr(`status.${status}`),
          }))}
        />
        <Select
          aria-label={t('filters.cemetery')}
          placeholder={t('filters.allCemeteries')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={listsLoading}
          style={selectWidth}
          value={state.cemeteryId ?? undefined}
          onChange={(cemeteryId) => onChange({ cemeteryId: cemeteryId ?? null })}
          options={cemeteries.map((cemetery) => ({
            value: cemetery.id,
            label: `${cemetery.name}, ${cemetery.city}`,
          }))}
        />
      </Flex>
      <Flex wrap gap="middle" align="center">
        {toggle('pending', t('filters.pendingOnly'))}
        {toggle('completed', t('filters.completedOnly'))}
        <Button
          type="link"
          disabled={!hasActiveFilters(state)}
          onClick={() => onChange(clearedFilters(state))}
        >
          {t('filters.clearAll')}
        </Button>
      </Flex>
    </Flex>
  );
}
