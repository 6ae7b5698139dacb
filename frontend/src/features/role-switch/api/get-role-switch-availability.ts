import { publicConfigSchema } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * Whether the server offers POST /api/auth/switch-role (DEV_ROLE_SWITCH=true), from
 * GET /api/public/config. Same key as the sign-in section's query, so it is fetched once.
 */
export const getPublicConfig = () => apiGet('/api/public/config', publicConfigSchema);

export function useRoleSwitchAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    select: (config) => config.devRoleSwitch,
  });
  return data === true;
}
