import {
  activityEntityTypes,
  activityTypes,
  type ActivityEntityType,
  type ActivityType,
} from '@memorial-care/contracts/http';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';

const dayFormat = 'YYYY-MM-DD';
const selectWidth = { width: 200 };

export interface ActivityFilters {
  readonly search: string;
  readonly type: ActivityType | null;
  readonly entityType: ActivityEntityType | null;
  readonly from: string | null;
  readonly to: string | null;
}

export const noActivityFilters: ActivityFilters = {
  search: '',
  type: null,
  entityType: null,
  from: null,
  to: null,
};

interface ActivityFiltersBarProps {
  readonly filters: ActivityFilters;
  readonly onChange: (change: Partial<ActivityFilters>) => void;
}

/** Search, kind, subject and days of the activity page. */
export function ActivityFiltersBar({ filters, onChange }: ActivityFiltersBarProps) {
  const { t } = useTranslation('activityLogs');
  const active = Object.entries(filters).some(([, value]) => value);
  return (
    <Flex wrap gap="small" align="center">
      <DebouncedSearchInput
        value={filters.search}
        onCommit={(search) => onChange({ search })}
        label={t('filters.search')}
        placeholder={t('filters.search')}
        width={280}
      />
      <Select<ActivityType>
        allowClear
        aria-label={t('filters.type')}
        placeholder={t('filters.type')}
        style={selectWidth}
        value={filters.type ?? undefined}
        onChange={(type) => onChange({ type: type ?? null })}
        options={activityTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <Select<ActivityEntityType>
        allowClear
        aria-label={t('filters.entityType')}
        placeholder={t('filters.entityType')}
        style={selectWidth}
        value={filters.entityType ?? undefined}
        onChange={(entityType) => onChange({ entityType: entityType ?? null })}
        options={activityEntityTypes.map((entityType) => ({
          value: entityType,
          label: t(`entityTypes.${entityType}`),
        }))}
      />
      <DatePicker
        aria-label={t('filters.from')}
        placeholder={t('filters.from')}
        value={filters.from ? dayjs(filters.from) : null}
        maxDate={filters.to ? dayjs(filters.to) : undefined}
        onChange={(day) => onChange({ from: day ? day.format(dayFormat) : null })}
      />
      <DatePicker
        aria-label={t('filters.to')}
        placeholder={t('filters.to')}
        value={filters.to ? dayjs(filters.to) : null}
        minDate={filters.from ? dayjs(filters.from) : undefined}
        onChange={(day) => onChange({ to: day ? day.format(dayFormat) : null })}
      />
      {active && (
        <Button type="link" onClick={() => onChange(noActivityFilters)}>
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
