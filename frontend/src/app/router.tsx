import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../lib/api/get-current-user';
import { loginEmailFieldId } from '../features/auth/components/login-form';
import { SignInPanel } from '../features/auth/components/sign-in-panel';
import { isSignedInState } from '../features/auth/lib/signed-in-state';
import { LandingPage } from '../features/landing/components/landing-page';
import { PageLoader } from './pages/page-loader';
import { resolveRoute } from './routes/resolve-route';
import { useScreenTitle } from './routes/use-screen-title';
import { viewerOf } from './routes/viewer';

// The landing page's dialogs are chunks of their own, fetched when a visitor first opens one.
const loadRegistrationDialog = () =>
  import('../features/registration/components/registration-modal');
const loadGuestRequestDialog = () =>
  import('../features/guest-request/components/guest-request-modal');

// Role consoles are separate chunks: a landing-page visitor downloads none of them.
const AdminConsole = lazy(() => import('./consoles/admin-console'));
const CaretakerConsole = lazy(() => import('./consoles/caretaker-console'));
const ClientConsole = lazy(() => import('./consoles/client-console'));
const HubConsole = lazy(() => import('./consoles/hub-console'));
// The invite page is its own chunk too: landing-page visitors do not download it.
const InvitePage = lazy(() =>
  import('../features/invite/components/invite-page').then((module) => ({
    default: module.InvitePage,
  })),
);

/** Renders what the route table (routes/resolve-route.ts) says for this path and user. */
export function AppRouter() {
  const location = useLocation();
  const { t } = useTranslation('invite');
  const { data: user } = useCurrentUser();
  const viewer = viewerOf(user);
  const resolution = resolveRoute(location.pathname, viewer);
  useScreenTitle(resolution.kind === 'screen' ? resolution.screen : undefined);

  if (resolution.kind === 'redirect') {
    return (
      <Navigate
        replace
        to={{ pathname: resolution.to, search: resolution.keepQuery ? location.search : '' }}
      />
    );
  }

  const { screen } = resolution;
  // Signed in on a page the role does not have (an invite link, say): go home instead of 404.
  if (screen === 'not-found' && isSignedInState(location.state)) return <Navigate replace to="/" />;

  if (!user) {
    if (screen === 'invite' && resolution.inviteToken) {
      return (
        // The page's chunk is most of the wait: it already says what is happening.
        <Suspense fallback={<PageLoader fullScreen text={t('verifying')} />}>
          {/* Keyed: another invite link starts over at "Verifying your invite...". */}
          <InvitePage key={resolution.inviteToken} token={resolution.inviteToken} />
        </Suspense>
      );
    }
    return (
      <LandingPage
        signIn={<SignInPanel />}
        signInFocusId={loginEmailFieldId}
        registrationDialog={loadRegistrationDialog}
        guestRequestDialog={loadGuestRequestDialog}
      />
    );
  }

  const Console =
    viewer === 'admin'
      ? AdminConsole
      : viewer === 'caretaker'
        ? CaretakerConsole
        : viewer === 'client'
          ? ClientConsole
          : HubConsole;

  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Console screen={screen} user={user} />
    </Suspense>
  );
}
