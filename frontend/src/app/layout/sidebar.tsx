import {
  CalendarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  EuroOutlined,
  FileTextOutlined,
  HeartOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Badge, Button, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { useLogout } from '../../features/auth/api/logout';
import { useRecentClientsCount } from '../../features/client-registrations/api/get-recent-clients-count';
import { UpcomingCulturalEvents } from '../../features/cultural-events/components/upcoming-cultural-events';
import type { Screen } from '../routes/resolve-route';
import {
  activeSidebarPath,
  sidebarEntries,
  type SidebarIcon,
  type SignedInViewer,
} from './sidebar-entries';

const icons: Record<SidebarIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  serviceRequests: <FileTextOutlined />,
  clients: <TeamOutlined />,
  registrations: <UserAddOutlined />,
  cemeteries: <EnvironmentOutlined />,
  caretakers: <SafetyCertificateOutlined />,
  schedule: <CalendarOutlined />,
  payments: <EuroOutlined />,
  graves: <HeartOutlined />,
  capacity: <ScheduleOutlined />,
};

interface SidebarProps {
  readonly viewer: SignedInViewer;
  readonly screen: Screen;
  readonly collapsed: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  readonly onNavigate?: () => void;
}

export function Sidebar({ viewer, screen, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation('app');
  const recentClients = useRecentClientsCount(viewer === 'admin');
  const logout = useLogout();
  const activePath = activeSidebarPath(viewer, screen);

  const items: MenuProps['items'] = sidebarEntries[viewer].map((entry) => ({
    key: entry.path,
    icon: icons[entry.icon],
    label: (
      <Link to={entry.path} onClick={onNavigate} className="sidebar__link">
        <span>{t(`nav.${entry.label}`)}</span>
        {entry.recentClientsBadge && recentClients > 0 && (
          <Badge count={recentClients} size="small" color="#c9a45c" />
        )}
      </Link>
    ),
  }));

  return (
    <div className={collapsed ? 'sidebar sidebar--collapsed' : 'sidebar'}>
      <Link to="/" className="sidebar__brand" onClick={onNavigate}>
        <BrandMark size={collapsed ? 30 : 34} />
        {!collapsed && <span className="sidebar__brand-name">{t('productName')}</span>}
      </Link>
      <nav aria-label={t('layout.mainNavigation')} className="sidebar__nav">
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={activePath ? [activePath] : []}
          items={items}
        />
      </nav>
      {!collapsed && (
        <UpcomingCulturalEvents capacityLinks={viewer === 'admin'} onNavigate={onNavigate} />
      )}
      <div className="sidebar__footer">
        <Button
          type="text"
          className="sidebar__sign-out"
          icon={<LogoutOutlined />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
          aria-label={collapsed ? t('nav.signOut') : undefined}
          title={collapsed ? t('nav.signOut') : undefined}
          block={!collapsed}
        >
          {!collapsed && t('nav.signOut')}
        </Button>
      </div>
    </div>
  );
}
