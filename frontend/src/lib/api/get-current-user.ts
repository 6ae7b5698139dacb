import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiStatus } from '../api-client';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (the API answers 401). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet('/api/auth/user', currentUserSchema);
  } catch (error) {
    if (isApiStatus(error, 401)) return null;
    throw error;
  }
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
