import type { CurrentUser } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';
import { getCaretakerTasksQueryOptions } from '../../lib/service-requests/api/get-caretaker-tasks';
import { getEveryCaretakerTaskQueryOptions } from '../../features/caretaker-tasks/api/get-every-caretaker-task';
import { greetingNameOf } from '../../features/caretaker-tasks/utils/display';
import { earningsOf, monthlyEarnings } from '../../features/caretaker-tasks/utils/earnings';
import { nextVisitOf } from '../../features/caretaker-tasks/utils/next-visit';
import {
  activeTaskCount,
  defaultTaskTab,
  lastPageOf,
  type TaskTab,
} from '../../features/caretaker-tasks/utils/task-tabs';
import { DashboardHeader } from '../../features/caretaker-tasks/components/dashboard-header';
import { TaskList } from '../../features/caretaker-tasks/components/task-list';
import { TaskStatCards } from '../../features/caretaker-tasks/components/task-stat-cards';

/** Task cards per page. */
const pageSize = 10;

/** Caretaker: the dashboard (/caretaker) — figures, tab filters and task cards. */
export function CaretakerDashboardPage({ user }: { readonly user: CurrentUser }) {
  const [tab, setTab] = useState<TaskTab>(defaultTaskTab);
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const tasks = useQuery(getCaretakerTasksQueryOptions({ tab, page, pageSize }));
  const everyTask = useQuery(getEveryCaretakerTaskQueryOptions());

  // The figures are worked out once per load, against the time of that load.
  const figures = useMemo(() => {
    if (!everyTask.data) return undefined;
    const now = new Date(everyTask.dataUpdatedAt || Date.now());
    return {
      earnings: earningsOf(everyTask.data),
      monthly: monthlyEarnings(everyTask.data, now),
      nextVisit: nextVisitOf(everyTask.data, now),
    };
  }, [everyTask.data, everyTask.dataUpdatedAt]);

  // The last task of the last page was accepted or started (it left the tab): step back a page.
  const total = tasks.data?.total;
  useEffect(() => {
    if (total !== undefined && page > lastPageOf(total, pageSize)) {
      setPage(lastPageOf(total, pageSize));
    }
  }, [total, page]);

  const counts = tasks.data?.counts;

  return (
    <Flex vertical gap="large">
      <DashboardHeader
        name={greetingNameOf(user)}
        activeTasks={counts && activeTaskCount(counts)}
        earnings={figures?.earnings}
        monthly={figures?.monthly}
        earningsLoading={everyTask.isPending}
      />
      <TaskStatCards
        counts={counts}
        countsLoading={tasks.isPending}
        monthly={figures?.monthly}
        nextVisit={figures?.nextVisit}
        everyTaskLoading={everyTask.isPending}
      />
      <TaskList
        query={tasks}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          setPage(1);
        }}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        caretakerId={user.caretakerId}
        onOpenDetails={setDetailsId}
      />
      <ServiceRequestDetailsDialog
        requestId={detailsId}
        viewer="caretaker"
        onClose={() => setDetailsId(null)}
      />
    </Flex>
  );
}
