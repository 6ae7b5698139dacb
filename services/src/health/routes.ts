import { defineRoute, type AnyRoute } from '../http/route';
import { runReadinessChecks, type ReadinessCheck } from './checks';

/**
 * `/healthz`: the process answers (liveness; never touches a dependency, so a database outage
 * does not get healthy processes restarted). `/readyz`: PostgreSQL, Redis and the event store
 * answer, and whatever the process adds (the demo data being in place); 503 names the ones that
 * do not.
 */
export const createHealthRoutes = (
  checks: Readonly<Record<string, ReadinessCheck>>,
): AnyRoute[] => [
  defineRoute({
    method: 'get',
    path: '/healthz',
    access: 'public',
    handle: async () => ({ body: { status: 'ok' } }),
  }),
  defineRoute({
    method: 'get',
    path: '/readyz',
    access: 'public',
    handle: async ({ ctx }) => {
      const report = await runReadinessChecks(checks);
      ctx.set('Cache-Control', 'no-store');
      const failed = Object.entries(report.checks)
        .filter(([, result]) => !result.ok)
        .map(([name]) => name);
      return {
        status: report.ready ? 200 : 503,
        body: report.ready
          ? { status: 'ready', checks: report.checks }
          : {
              status: 'unavailable',
              message: `Not reachable: ${failed.join(', ')}`,
              failed,
              checks: report.checks,
            },
      };
    },
  }),
];
