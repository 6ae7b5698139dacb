import { SearchOutlined } from '@ant-design/icons';
import { agingBuckets, invoiceStatuses, textLimits } from '@memorial-care/contracts/domain';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import {
  defaultInvoiceListState,
  hasInvoiceFilters,
  type InvoiceListState,
} from '../utils/invoice-list-query';

interface InvoiceFiltersBarProps {
  readonly state: InvoiceListState;
  readonly onChange: (change: Partial<InvoiceListState>) => void;
}

/** Search, status, days past due and "overdue only", all applied by the server. */
export function InvoiceFiltersBar({ state, onChange }: InvoiceFiltersBarProps) {
  const { t } = useTranslation('billing');
  const [text, setText, commitNow] = useDebouncedSearch(state.search, (search) =>
    onChange({ search }),
  );

  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={t('filters.label')}>
      <Input
        type="search"
        aria-label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        maxLength={textLimits.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={commitNow}
        style={{ width: 300, maxWidth: '100%' }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        allowClear
        style={{ width: 180, maxWidth: '100%' }}
        value={state.status ?? undefined}
        onChange={(status) => onChange({ status: status ?? null })}
        options={invoiceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <Select
        aria-label={t('aging.filter')}
        placeholder={t('aging.anyDueDate')}
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        value={state.aging ?? undefined}
        onChange={(aging) => onChange({ aging: aging ?? null })}
        options={agingBuckets.map((bucket) => ({
          value: bucket,
          label: t(`aging.bucket.${bucket}`),
        }))}
      />
      <Checkbox
        checked={state.overdueOnly}
        onChange={(event) => onChange({ overdueOnly: event.target.checked })}
      >
        {t('filters.overdueOnly')}
      </Checkbox>
      {hasInvoiceFilters(state) && (
        <Button
          type="link"
          onClick={() =>
            onChange({
              status: defaultInvoiceListState.status,
              overdueOnly: defaultInvoiceListState.overdueOnly,
              aging: defaultInvoiceListState.aging,
              search: defaultInvoiceListState.search,
            })
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
