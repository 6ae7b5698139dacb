import { lazy } from 'react';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ScreenInProgress } from '../pages/screen-in-progress';
import type { Screen } from '../routes/resolve-route';
import type { ConsoleProps } from './console-props';

// Each feature screen is its own chunk, loaded when first opened.
const CemeteriesPage = lazy(() =>
  import('../../features/cemeteries/components/cemeteries-page').then((module) => ({
    default: module.CemeteriesPage,
  })),
);

function AdminScreen({ screen }: { readonly screen: Screen }) {
  switch (screen) {
    case 'admin-dashboard':
      return <ScreenInProgress name="dashboard" />;
    case 'admin-service-requests':
      return <ScreenInProgress name="serviceRequests" />;
    case 'admin-clients':
      return <ScreenInProgress name="clients" />;
    case 'admin-client-registrations':
      return <ScreenInProgress name="clientRegistrations" />;
    case 'admin-cemeteries':
      return <CemeteriesPage />;
    case 'admin-caretakers':
      return <ScreenInProgress name="caretakers" />;
    case 'admin-schedule':
      return <ScreenInProgress name="schedule" />;
    case 'admin-oauth-setup':
      return <ScreenInProgress name="oauthSetup" />;
    case 'admin-payments':
      return <ScreenInProgress name="payments" />;
    default:
      return <NotFoundPage />;
  }
}

/** The admin console: a lazy chunk, downloaded only by admins. */
export default function AdminConsole({ screen, user }: ConsoleProps) {
  return (
    <AppLayout viewer="admin" screen={screen} user={user}>
      <AdminScreen screen={screen} />
    </AppLayout>
  );
}
