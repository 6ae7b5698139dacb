import { createAuthRoutes, type AuthRouteOptions } from '../auth/routes';
import { caretakersRoutes } from '../caretakers/routes';
import { cemeteryRoutes } from '../cemeteries/routes';
import { clientsRoutes } from '../clients/routes';
import { gravesRoutes } from '../graves/routes';
import { serviceRequestsRoutes } from '../service-requests/routes';
import { systemRoutes } from '../system/routes';
import { createHealthRoutes } from '../health/routes';
import type { ReadinessCheck } from '../health/checks';
import type { AnyRoute } from '../http/route';

/** Feature route lists: static, wired here (features never import each other). */
export const featureRoutes: readonly AnyRoute[] = [
  ...cemeteryRoutes,
  ...clientsRoutes,
  ...caretakersRoutes,
  ...gravesRoutes,
  ...serviceRequestsRoutes,
  ...systemRoutes,
];

export interface ShellRouteOptions extends AuthRouteOptions {
  readonly readinessChecks: Readonly<Record<string, ReadinessCheck>>;
}

/**
 * Every route of the app. Auth and health depend on the running configuration and
 * infrastructure (rate limiter, readiness checks), so the list is built at start.
 */
export const createAllRoutes = (options: ShellRouteOptions): AnyRoute[] => [
  ...createAuthRoutes(options),
  ...createHealthRoutes(options.readinessChecks),
  ...featureRoutes,
];
