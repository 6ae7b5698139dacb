import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A query that failed to load: the error, and a retry that shows it is working. Used wherever
 * a list, tab or card reads from the API.
 */
export function LoadFailedAlert({
  title,
  retryLabel,
  query,
}: {
  readonly title: ReactNode;
  readonly retryLabel: ReactNode;
  readonly query: Pick<UseQueryResult, 'refetch' | 'isFetching'>;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          {retryLabel}
        </Button>
      }
    />
  );
}
