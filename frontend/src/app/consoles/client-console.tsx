// Registers the consoles' texts before any of their components renders.
import '../console-i18n';
import { lazy } from 'react';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import type { ConsoleProps } from './console-props';

// Each feature screen is its own chunk, loaded when first opened.
const ServiceRequestsPage = lazy(() =>
  import('../../screens/service-requests/service-requests-page').then((module) => ({
    default: module.ServiceRequestsPage,
  })),
);
const ClientPaymentsPage = lazy(() =>
  import('../../features/billing/components/client-payments-page').then((module) => ({
    default: module.ClientPaymentsPage,
  })),
);
const ClientOrderPage = lazy(() =>
  import('../../features/client-orders/components/client-order-page').then((module) => ({
    default: module.ClientOrderPage,
  })),
);
const ClientDashboardPage = lazy(() =>
  import('../../screens/client-dashboard/client-dashboard-page').then((module) => ({
    default: module.ClientDashboardPage,
  })),
);
const MyGravesPage = lazy(() =>
  import('../../features/graves/components/my-graves-page').then((module) => ({
    default: module.MyGravesPage,
  })),
);

function ClientScreen({ screen, user }: ConsoleProps) {
  switch (screen) {
    case 'client-dashboard':
      return <ClientDashboardPage user={user} />;
    case 'client-graves':
      return <MyGravesPage />;
    case 'client-service-requests':
      return <ServiceRequestsPage viewer="client" />;
    case 'client-payments':
      return <ClientPaymentsPage />;
    case 'client-order':
      return <ClientOrderPage />;
    default:
      return <NotFoundPage />;
  }
}

/** The client console: a lazy chunk, downloaded only by clients. */
export default function ClientConsole({ screen, user }: ConsoleProps) {
  return (
    <AppLayout viewer="client" screen={screen} user={user}>
      <ClientScreen screen={screen} user={user} />
    </AppLayout>
  );
}
