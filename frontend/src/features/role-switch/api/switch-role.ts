import { limits, type Role } from '@memorial-care/contracts/domain';
import { currentUserSchema, type SwitchRoleRequest } from '@memorial-care/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

/** POST /api/auth/switch-role (development only): answers the updated current user. */
export const switchRole = (role: Role) =>
  apiRequest('POST', '/api/auth/switch-role', {
    body: { role } satisfies SwitchRoleRequest,
    schema: currentUserSchema,
  });

/**
 * Switches the signed-in account's role: "Role Switched", then after 1 s the app reloads at
 * `/`, which leads to the new role's home (reloading the current path could be a page the new
 * role lacks, e.g. /caretaker for an admin).
 */
export function useSwitchRole() {
  const { t } = useTranslation('roleSwitch');
  const toast = useToast();
  const serverText = useServerErrorText();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: (user) => {
      toast.success(
        t('toast.switched'),
        user.role ? t('toast.switchedDescription', { role: t(`roles.${user.role}`) }) : undefined,
      );
      setTimeout(() => window.location.assign('/'), limits.roleSwitchReloadMs);
    },
    onError: (error) => toast.error(t('toast.failed'), serverText.error(error)),
  });
}
