import { limits } from '@memorial-care/contracts/domain';
import type { CurrentUser } from '@memorial-care/contracts/http';
import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mainContentId, SkipLink } from '../../components/skip-link';
import { ErrorBoundary } from '../error-boundary';
import { PageLoader } from '../pages/page-loader';
import type { Screen } from '../routes/resolve-route';
import { palette } from '../theme';
import { AppHeader } from './app-header';
import './app-layout.css';
import { Sidebar } from './sidebar';
import type { SignedInViewer } from './sidebar-entries';
import { useKeyboardScrollableRegions } from './use-keyboard-scrollable-regions';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

interface AppLayoutProps {
  readonly viewer: SignedInViewer;
  readonly screen: Screen;
  readonly user: CurrentUser;
  readonly children: ReactNode;
}

/**
 * Sidebar plus main area for signed-in users: a collapsible sider on desktop (64/256 px),
 * a slide-in drawer with an overlay below the md breakpoint.
 */
export function AppLayout({ viewer, screen, user, children }: AppLayoutProps) {
  const { t } = useTranslation('app');
  const breakpoints = Grid.useBreakpoint();
  // Before the first measurement `md` is undefined: assume desktop, the common case.
  const isMobile = breakpoints.md === false;
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useKeyboardScrollableRegions();

  return (
    <Layout className="app-shell">
      <SkipLink />
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={limits.sidebarExpandedPx}
          closable={false}
          aria-label={t('layout.mainNavigation')}
          styles={{ body: { padding: 0, background: palette.sidebar } }}
        >
          <Sidebar
            viewer={viewer}
            screen={screen}
            collapsed={false}
            onNavigate={() => setDrawerOpen(false)}
          />
        </Drawer>
      ) : (
        <Layout.Sider
          className="app-shell__sider"
          width={limits.sidebarExpandedPx}
          collapsedWidth={limits.sidebarCollapsedPx}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <Sidebar viewer={viewer} screen={screen} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="app-shell__main">
        <AppHeader
          viewer={viewer}
          screen={screen}
          user={user}
          isMobile={isMobile}
          sidebarCollapsed={collapsed}
          onToggleSidebar={toggleCollapsed}
          onOpenMenu={() => setDrawerOpen(true)}
        />
        <Layout.Content id={mainContentId} tabIndex={-1} className="app-shell__content">
          {/* A failing or loading screen keeps the sidebar and header usable. */}
          <ErrorBoundary key={screen}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
