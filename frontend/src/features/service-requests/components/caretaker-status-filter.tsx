import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpdateListQuery } from '../hooks/use-list-query';
import { caretakerTabOf, caretakerTabStatuses, type ListQueryState } from '../utils/list-query';

interface CaretakerStatusFilterProps {
  readonly state: ListQueryState;
  readonly onChange: UpdateListQuery;
}

/**
 * A caretaker's task list can only be narrowed to one status (any but "all" of its tabs):
 * the tasks endpoint has no search or other filters, so nothing else is offered.
 */
export function CaretakerStatusFilter({ state, onChange }: CaretakerStatusFilterProps) {
  const { t } = useTranslation('serviceRequests');
  const tab = caretakerTabOf(state);
  return (
    <Flex wrap gap="small" role="search" aria-label={t('list.filters.label')}>
      <Select
        aria-label={t('list.filters.status')}
        placeholder={t('list.filters.allStatuses')}
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        value={tab === 'all' ? undefined : tab}
        onChange={(status) => onChange({ status: status ? [status] : [] })}
        options={caretakerTabStatuses.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
      />
    </Flex>
  );
}
