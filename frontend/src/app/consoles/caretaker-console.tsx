import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ScreenInProgress } from '../pages/screen-in-progress';
import type { Screen } from '../routes/resolve-route';
import type { ConsoleProps } from './console-props';

function CaretakerScreen({ screen }: { readonly screen: Screen }) {
  switch (screen) {
    case 'caretaker-dashboard':
      return <ScreenInProgress name="dashboard" />;
    case 'caretaker-service-requests':
      return <ScreenInProgress name="myRequests" />;
    case 'caretaker-schedule':
      return <ScreenInProgress name="schedule" />;
    default:
      return <NotFoundPage />;
  }
}

/** The caretaker console: a lazy chunk, downloaded only by caretakers. */
export default function CaretakerConsole({ screen, user }: ConsoleProps) {
  return (
    <AppLayout viewer="caretaker" screen={screen} user={user}>
      <CaretakerScreen screen={screen} />
    </AppLayout>
  );
}
