// Registers the consoles' texts before any of their components renders.
import '../console-i18n';
import { useLogout } from '../../features/auth/api/logout';
import { displayNameOf } from '../../features/auth/lib/user-display';
import { HubPage } from '../../features/hub/components/hub-page';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import type { ConsoleProps } from './console-props';

/** A signed-in user without a role: the hub at /, a 404 elsewhere. */
export default function HubConsole({ screen, user }: ConsoleProps) {
  const logout = useLogout();
  return (
    <AppLayout viewer="no-role" screen={screen} user={user}>
      {screen === 'hub' ? (
        <HubPage
          user={user}
          displayName={displayNameOf(user)}
          onSignOut={() => logout.mutate()}
          signingOut={logout.isPending}
        />
      ) : (
        <NotFoundPage />
      )}
    </AppLayout>
  );
}
