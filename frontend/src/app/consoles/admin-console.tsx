// Registers the consoles' texts before any of their components renders.
import '../console-i18n';
import { Flex } from 'antd';
import { lazy } from 'react';
import { RoleSwitcher } from '../../features/role-switch/components/role-switcher';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import type { ConsoleProps } from './console-props';

// Each feature screen is its own chunk, loaded when first opened.
const AdminDashboardPage = lazy(() =>
  import('../../screens/admin-dashboard/admin-dashboard-page').then((module) => ({
    default: module.AdminDashboardPage,
  })),
);
const SchedulePage = lazy(() =>
  import('../../screens/schedule/schedule-page').then((module) => ({
    default: module.SchedulePage,
  })),
);
const CemeteriesPage = lazy(() =>
  import('../../features/cemeteries/components/cemeteries-page').then((module) => ({
    default: module.CemeteriesPage,
  })),
);
const ServiceRequestsPage = lazy(() =>
  import('../../screens/service-requests/service-requests-page').then((module) => ({
    default: module.ServiceRequestsPage,
  })),
);
const CaretakersPage = lazy(() =>
  import('../../features/caretakers/components/caretakers-page').then((module) => ({
    default: module.CaretakersPage,
  })),
);
const ClientsPage = lazy(() =>
  import('../../screens/clients/clients-page').then((module) => ({
    default: module.ClientsPage,
  })),
);
const ClientRegistrationsPage = lazy(() =>
  import('../../features/client-registrations/components/client-registrations-page').then(
    (module) => ({ default: module.ClientRegistrationsPage }),
  ),
);
const AdminPaymentsPage = lazy(() =>
  import('../../screens/admin-payments/admin-payments-screen').then((module) => ({
    default: module.AdminPaymentsScreen,
  })),
);

const MemorialCapacityPage = lazy(() =>
  import('../../features/memorial-capacity/components/memorial-capacity-page').then((module) => ({
    default: module.MemorialCapacityPage,
  })),
);

const ActivityPage = lazy(() =>
  import('../../features/activity-logs/components/activity-page').then((module) => ({
    default: module.ActivityPage,
  })),
);

const OutgoingMailPage = lazy(() =>
  import('../../features/mail-deliveries/components/outgoing-mail-page').then((module) => ({
    default: module.OutgoingMailPage,
  })),
);

const MailboxAuthorizationPage = lazy(() =>
  import('../../features/mail-authorization/components/mailbox-authorization-page').then(
    (module) => ({ default: module.MailboxAuthorizationPage }),
  ),
);

const ApiReferencePage = lazy(() =>
  import('../../features/api-reference/components/api-reference-page').then((module) => ({
    default: module.ApiReferencePage,
  })),
);

function AdminScreen({ screen, user }: ConsoleProps) {
  switch (screen) {
    case 'admin-dashboard':
      return (
        // The development role switcher (DEV_ROLE_SWITCH=true only) above the dashboard.
        <Flex vertical gap="middle">
          <RoleSwitcher currentRole={user.role} />
          <AdminDashboardPage />
        </Flex>
      );
    case 'admin-service-requests':
      return <ServiceRequestsPage viewer="admin" />;
    case 'admin-clients':
      return <ClientsPage />;
    case 'admin-client-registrations':
      return <ClientRegistrationsPage />;
    case 'admin-cemeteries':
      return <CemeteriesPage />;
    case 'admin-caretakers':
      return <CaretakersPage />;
    case 'admin-schedule':
      return <SchedulePage viewer="admin" />;
    case 'admin-oauth-setup':
      return <MailboxAuthorizationPage />;
    case 'admin-payments':
      return <AdminPaymentsPage />;
    case 'admin-api-reference':
      return <ApiReferencePage />;
    case 'admin-capacity':
      return <MemorialCapacityPage />;
    case 'admin-activity':
      return <ActivityPage />;
    case 'admin-mail':
      return <OutgoingMailPage />;
    default:
      return <NotFoundPage />;
  }
}

/** The admin console: a lazy chunk, downloaded only by admins. */
export default function AdminConsole({ screen, user }: ConsoleProps) {
  return (
    <AppLayout viewer="admin" screen={screen} user={user}>
      <AdminScreen screen={screen} user={user} />
    </AppLayout>
  );
}
