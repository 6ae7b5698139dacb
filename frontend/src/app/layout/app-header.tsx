import {
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@memorial-care/contracts/http';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screen } from '../routes/resolve-route';
import { HeaderSearch, searchTarget } from './header-search';
import { LanguageMenu } from './language-menu';
import { NotificationBell } from './notification-bell';
import type { SignedInViewer } from './sidebar-entries';
import { UserMenu } from './user-menu';

/** Where the New Request button leads: the requests screen, opening its new-request form. */
export const newRequestHref = '/admin/service-requests?new=1';

interface AppHeaderProps {
  readonly viewer: SignedInViewer;
  readonly screen: Screen;
  readonly user: CurrentUser;
  readonly isMobile: boolean;
  readonly sidebarCollapsed: boolean;
  readonly onToggleSidebar: () => void;
  readonly onOpenMenu: () => void;
}

export function AppHeader(props: AppHeaderProps) {
  const { viewer, screen, user, isMobile, sidebarCollapsed } = props;
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const location = useLocation();
  // Re-seed the search box whenever the searched screen's query changes (e.g. from its own box).
  const searchKey = location.pathname === searchTarget ? location.search : 'elsewhere';
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);
  const isAdmin = viewer === 'admin';

  return (
    <header className="app-header">
      <div className="app-header__bar">
        {isMobile ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={props.onOpenMenu}
            aria-label={t('layout.openMenu')}
          />
        ) : (
          <Button
            type="text"
            icon={sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={props.onToggleSidebar}
            aria-label={sidebarCollapsed ? t('layout.expandSidebar') : t('layout.collapseSidebar')}
            aria-expanded={!sidebarCollapsed}
          />
        )}

        {isAdmin && screen === 'admin-dashboard' && !isMobile && <AdminTitle />}
        <div className="app-header__spacer" />

        {isAdmin && !isMobile && <HeaderSearch key={searchKey} />}
        {isAdmin && isMobile && (
          <Button
            type="text"
            icon={<SearchOutlined />}
            aria-label={t('header.search')}
            aria-expanded={mobileSearchOpen}
            onClick={() => setMobileSearchOpen((open) => !open)}
          />
        )}
        {isAdmin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(newRequestHref)}
            aria-label={isMobile ? t('header.newRequest') : undefined}
          >
            {!isMobile && t('header.newRequest')}
          </Button>
        )}
        {viewer !== 'no-role' && <NotificationBell />}
        <LanguageMenu />
        <UserMenu user={user} compact={isMobile} />
      </div>

      {isAdmin && isMobile && mobileSearchOpen && (
        <div className="app-header__row">
          <HeaderSearch key={searchKey} autoFocus onSearched={() => setMobileSearchOpen(false)} />
        </div>
      )}
      {isAdmin && screen === 'admin-dashboard' && isMobile && (
        <div className="app-header__row">
          <AdminTitle />
        </div>
      )}
    </header>
  );
}

function AdminTitle() {
  const { t } = useTranslation('app');
  return (
    <div className="app-header__titles">
      <Typography.Title level={1} className="app-header__title">
        {t('header.title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="app-header__subtitle">
        {t('header.subtitle')}
      </Typography.Text>
    </div>
  );
}
