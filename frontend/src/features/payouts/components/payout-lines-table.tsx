import type { PayoutLine } from '@memorial-care/contracts/http';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** The tasks of a statement (or the open earnings): day, service, task amount and the 70%. */
export function PayoutLinesTable({
  lines,
  label,
  emptyText,
}: {
  readonly lines: readonly PayoutLine[];
  readonly label: string;
  readonly emptyText?: string;
}) {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const columns = useMemo<TableColumnsType<PayoutLine>>(
    () => [
      {
        key: 'completedOn',
        title: t('columns.completedOn'),
        render: (_, line) => format.date(line.completedOn),
      },
      {
        key: 'service',
        title: t('columns.service'),
        render: (_, line) =>
          t(`serviceType.${line.serviceType}`, { defaultValue: line.serviceType }),
      },
      {
        key: 'taskAmount',
        title: t('columns.taskAmount'),
        align: 'right',
        render: (_, line) => format.eur(line.taskAmount),
      },
      {
        key: 'amount',
        title: t('columns.earning'),
        align: 'right',
        render: (_, line) => format.eur(line.amount),
      },
    ],
    [t, format],
  );
  return (
    <Table<PayoutLine>
      aria-label={label}
      rowKey="earningId"
      size="small"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={emptyText ? { emptyText } : undefined}
    />
  );
}
