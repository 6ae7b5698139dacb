import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Cemetery } from '@memorial-care/contracts/http';
import { Button, Flex, Grid, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDeleteCemeteryConfirm } from '../hooks/use-delete-cemetery-confirm';

interface CemeteryTableProps {
  cemeteries: Cemetery[];
  /** The locale's collation for names, cities and regions ("Čačak" after "Cacak" in Serbian). */
  locale: string | undefined;
  onOpenDetails: (id: string) => void;
  onEdit: (cemetery: Cemetery) => void;
}

const doNothing = () => undefined;

/** Every cemetery in one sortable table, a line each: compact when there are many cities. */
export function CemeteryTable({ cemeteries, locale, onOpenDetails, onEdit }: CemeteryTableProps) {
  const { t } = useTranslation('cemeteries');
  const confirmDelete = useDeleteCemeteryConfirm(doNothing);
  const isPhone = Grid.useBreakpoint().md === false;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byText = (field: 'name' | 'city' | 'region') => (a: Cemetery, b: Cemetery) =>
    collator.compare(a[field], b[field]);
  const which = (cemetery: Cemetery) => ({ name: cemetery.name, city: cemetery.city });

  const columns: ColumnsType<Cemetery> = [
    {
      key: 'name',
      title: t('list.table.name'),
      sorter: byText('name'),
      // A phone has no room for a City column: the city goes under the name.
      render: (_, cemetery) =>
        isPhone ? (
          <Flex vertical>
            {cemetery.name}
            <Typography.Text type="secondary">{cemetery.city}</Typography.Text>
          </Flex>
        ) : (
          cemetery.name
        ),
    },
    {
      key: 'city',
      title: t('list.table.city'),
      dataIndex: 'city',
      sorter: byText('city'),
      defaultSortOrder: 'ascend',
      responsive: ['md'],
    },
    {
      key: 'region',
      title: t('list.table.region'),
      dataIndex: 'region',
      sorter: byText('region'),
      responsive: ['md'],
    },
    {
      key: 'caretakers',
      title: t('list.table.caretakers'),
      align: 'right',
      render: (_, cemetery) => cemetery.caretakerIds.length,
      sorter: (a, b) => a.caretakerIds.length - b.caretakerIds.length,
      responsive: ['lg'],
    },
    {
      key: 'graves',
      title: t('list.table.graves'),
      dataIndex: 'gravesCount',
      align: 'right',
      sorter: (a, b) => a.gravesCount - b.gravesCount,
    },
    {
      key: 'actions',
      title: t('list.table.actions'),
      render: (_, cemetery) => (
        <Flex gap={4} wrap={false}>
          <Button
            aria-label={t('list.table.detailsLabel', which(cemetery))}
            onClick={() => onOpenDetails(cemetery.id)}
          >
            {t('actions.details')}
          </Button>
          {/* On a phone, editing and deleting are in the details. */}
          {!isPhone && (
            <>
              <Tooltip title={t('actions.edit')}>
                <Button
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={t('list.table.editLabel', which(cemetery))}
                  onClick={() => onEdit(cemetery)}
                />
              </Tooltip>
              <Tooltip title={t('actions.delete')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('list.table.deleteLabel', which(cemetery))}
                  onClick={() => confirmDelete(cemetery)}
                />
              </Tooltip>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Table<Cemetery>
      aria-label={t('list.table.label')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={cemeteries}
      showSorterTooltip={false}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        showTotal: (total, [start, end]) => t('list.table.range', { start, end, total }),
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
