import type { CaretakerTaskPage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Pagination, Row, Tabs, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTaskTab, taskTabItems, type TaskTab } from '../utils/task-tabs';
import { TaskCard } from './task-card';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface TaskListProps {
  readonly query: UseQueryResult<CaretakerTaskPage>;
  readonly tab: TaskTab;
  readonly onTabChange: (tab: TaskTab) => void;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  readonly caretakerId: string | null;
  readonly onOpenDetails: (id: string) => void;
}

/**
 * The tab filters (Pending, Scheduled, In Progress, All Tasks, each with its count) and a page
 * of task cards.
 */
export function TaskList(props: TaskListProps) {
  const { query, tab, onTabChange } = props;
  const { t } = useTranslation('caretakerTasks');
  const headingId = useId();
  const items = taskTabItems(query.data?.counts).map(({ tab: key, count }) => ({
    key,
    label: count === null ? t(`tabNames.${key}`) : t(`tabs.${key}`, { count }),
    // Only the open tab holds cards; the others fill when chosen.
    children: key === tab ? <TaskListContent {...props} /> : null,
  }));

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        {t('tasksTitle')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => {
          if (isTaskTab(key)) onTabChange(key);
        }}
      />
    </section>
  );
}

function TaskListContent({
  query,
  page,
  pageSize,
  onPageChange,
  caretakerId,
  onOpenDetails,
}: TaskListProps) {
  const { t } = useTranslation('caretakerTasks');

  if (query.isPending) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1].map((key) => (
          <Col key={key} xs={24} xl={12}>
            <Card loading />
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError && !query.data) {
    return <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={query} />;
  }
  const { items, total } = query.data;
  if (items.length === 0) return <Empty description={t('empty')} />;

  return (
    // The previous page stays on screen, dimmed, while the next one loads.
    <Flex
      vertical
      gap="middle"
      aria-busy={query.isPlaceholderData}
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      <Row gutter={[16, 16]}>
        {items.map((task) => (
          <Col key={task.id} xs={24} xl={12}>
            <TaskCard task={task} caretakerId={caretakerId} onOpenDetails={onOpenDetails} />
          </Col>
        ))}
      </Row>
      {total > pageSize && (
        <Pagination
          align="center"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </Flex>
  );
}
