import { ExperimentOutlined } from '@ant-design/icons';
import { roles, type Role } from '@memorial-care/contracts/domain';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleSwitchAvailable } from '../api/get-role-switch-availability';
import { useSwitchRole } from '../api/switch-role';

/**
 * The development role switcher of the admin and caretaker dashboards. Rendered only when the
 * server runs with DEV_ROLE_SWITCH=true; otherwise nothing at all.
 */
export function RoleSwitcher({ currentRole }: { readonly currentRole: Role | null }) {
  const available = useRoleSwitchAvailable();
  if (!available) return null;
  return <RoleSwitcherCard currentRole={currentRole} />;
}

function RoleSwitcherCard({ currentRole }: { readonly currentRole: Role | null }) {
  const { t } = useTranslation('roleSwitch');
  const labelId = useId();
  const switchRole = useSwitchRole();
  // After a switch the page is about to reload: no second switch meanwhile.
  const busy = switchRole.isPending || switchRole.isSuccess;

  return (
    <Card size="small" style={{ borderStyle: 'dashed' }}>
      <Flex wrap align="center" gap="small">
        <Tag color="purple" icon={<ExperimentOutlined aria-hidden />}>
          {t('badge')}
        </Tag>
        <Typography.Text strong id={labelId}>
          {t('label')}
        </Typography.Text>
        <Flex wrap gap="small" role="group" aria-labelledby={labelId}>
          {roles.map((role) => (
            <Button
              key={role}
              size="small"
              type={role === currentRole ? 'primary' : 'default'}
              aria-pressed={role === currentRole}
              disabled={busy}
              loading={switchRole.isPending && switchRole.variables === role}
              onClick={() => role !== currentRole && switchRole.mutate(role)}
            >
              {t(`roles.${role}`)}
            </Button>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ flexBasis: '100%' }}>
          {t('hint')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
