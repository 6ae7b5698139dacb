import { Card, Skeleton } from 'antd';

/** Stands in for the table while the first page loads. */
export function RequestsTableSkeleton() {
  return (
    <Card aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </Card>
  );
}
