import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@memorial-care/contracts/http';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { displayNameOf, initialsOf } from '../../features/auth/lib/user-display';
import { palette } from '../theme';

interface UserMenuProps {
  readonly user: CurrentUser;
  /** Only the avatar (phones). */
  readonly compact: boolean;
}

/** The signed-in user's real name with an avatar of initials; opens email and Sign Out. */
export function UserMenu({ user, compact }: UserMenuProps) {
  const { t } = useTranslation('app');
  const logout = useLogout();
  const name = displayNameOf(user);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'email', label: user.email, disabled: true },
          { type: 'divider' },
          {
            key: 'sign-out',
            icon: <LogoutOutlined />,
            label: t('nav.signOut'),
            onClick: () => logout.mutate(),
          },
        ],
      }}
    >
      <Button type="text" className="user-menu" aria-label={`${t('header.account')}: ${name}`}>
        <Avatar
          size={32}
          src={user.profileImageUrl ?? undefined}
          style={{ backgroundColor: palette.primaryDeep, color: palette.sidebarTextStrong }}
        >
          {initialsOf(user)}
        </Avatar>
        {!compact && <span className="user-menu__name">{name}</span>}
        {!compact && <DownOutlined className="user-menu__caret" aria-hidden />}
      </Button>
    </Dropdown>
  );
}
