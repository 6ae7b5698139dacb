// Registers the consoles' texts before any of their components renders.
import '../console-i18n';
import { Flex } from 'antd';
import { lazy } from 'react';
import {
  OfflineNotice,
  OfflineReadyConsole,
} from '../../features/offline/components/offline-ready-console';
import { RoleSwitcher } from '../../features/role-switch/components/role-switcher';
import { UploadQueuePanel } from '../../screens/upload-queue/components/upload-queue-panel';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoader } from '../pages/page-loader';
import type { ConsoleProps } from './console-props';

// Each feature screen is its own chunk, loaded when first opened.
const SchedulePage = lazy(() =>
  import('../../screens/schedule/schedule-page').then((module) => ({
    default: module.SchedulePage,
  })),
);
const CaretakerDashboardPage = lazy(() =>
  import('../../screens/caretaker-dashboard/caretaker-dashboard-page').then((module) => ({
    default: module.CaretakerDashboardPage,
  })),
);
const ServiceRequestsPage = lazy(() =>
  import('../../screens/service-requests/service-requests-page').then((module) => ({
    default: module.ServiceRequestsPage,
  })),
);
const CaretakerPayoutsPage = lazy(() =>
  import('../../features/payouts/components/caretaker-payouts-page').then((module) => ({
    default: module.CaretakerPayoutsPage,
  })),
);

function CaretakerScreen({ screen, user }: ConsoleProps) {
  switch (screen) {
    case 'caretaker-dashboard':
      return (
        // The development role switcher (DEV_ROLE_SWITCH=true only) above the dashboard.
        <Flex vertical gap="middle">
          <RoleSwitcher currentRole={user.role} />
          <CaretakerDashboardPage user={user} />
        </Flex>
      );
    case 'caretaker-service-requests':
      return <ServiceRequestsPage viewer="caretaker" />;
    case 'caretaker-schedule':
      return <SchedulePage viewer="caretaker" />;
    case 'caretaker-payouts':
      return <CaretakerPayoutsPage />;
    default:
      return <NotFoundPage />;
  }
}

/**
 * The caretaker console: a lazy chunk, downloaded only by caretakers. It is the installable
 * app (README, "Caretaker app"): it opens offline with the last data it showed.
 */
export default function CaretakerConsole({ screen, user }: ConsoleProps) {
  return (
    <OfflineReadyConsole userId={user.id} fallback={<PageLoader fullScreen />}>
      <AppLayout viewer="caretaker" screen={screen} user={user}>
        <OfflineNotice />
        <UploadQueuePanel />
        <CaretakerScreen screen={screen} user={user} />
      </AppLayout>
    </OfflineReadyConsole>
  );
}
