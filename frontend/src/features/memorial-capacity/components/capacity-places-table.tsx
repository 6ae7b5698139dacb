import type { CityCapacity } from '@memorial-care/contracts/http';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { capacityRowsOf, type CapacityRow } from '../utils/capacity-rows';
import { GapTag } from './gap-tag';

/** A day's figures by city, each city expandable to its cemeteries. */
export function CapacityPlacesTable({ cities }: { readonly cities: readonly CityCapacity[] }) {
  const { t } = useTranslation('memorialCapacity');
  const rows = useMemo(() => capacityRowsOf(cities), [cities]);
  const columns = useMemo<TableColumnsType<CapacityRow>>(
    () => [
      {
        key: 'place',
        title: t('columns.place'),
        render: (_, row) =>
          row.level === 'city' ? (
            <Typography.Text strong>{row.place}</Typography.Text>
          ) : (
            <span>
              {row.place} {row.overCapacity && <Tag color="red">{t('overCapacity')}</Tag>}
            </span>
          ),
      },
      { key: 'booked', title: t('figures.booked'), align: 'right', dataIndex: 'booked' },
      {
        key: 'caretakers',
        title: t('figures.caretakersAvailable'),
        align: 'right',
        dataIndex: 'caretakersAvailable',
      },
      { key: 'capacity', title: t('figures.capacity'), align: 'right', dataIndex: 'capacity' },
      {
        key: 'gap',
        title: t('figures.gap'),
        align: 'right',
        render: (_, row) => <GapTag gap={row.gap} />,
      },
    ],
    [t],
  );
  return (
    <Table<CapacityRow>
      aria-label={t('byCity')}
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      // Cities over capacity open at once: the cemeteries to find helpers for.
      expandable={{
        defaultExpandedRowKeys: rows.filter((row) => row.overCapacity).map((row) => row.key),
      }}
      rowClassName={(row) => (row.overCapacity ? 'memorial-capacity__row--over' : '')}
      locale={{ emptyText: t('noPlaces') }}
    />
  );
}
