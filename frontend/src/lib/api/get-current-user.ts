import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts/http';
import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiStatus } from '../api-client';
import { isNoAnswer, recallOfflineSession, rememberOfflineSession } from '../offline-session';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null when signed out (the API answers 401). With no answer at all (no
 * signal), a caretaker's session kept on their device (lib/offline-session.ts): the installed
 * app opens their console offline. Whether the server answered also tells react-query whether
 * to ask for data or to wait: a phone may say it is online with no way through to the server.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiGet('/api/auth/user', currentUserSchema);
    rememberOfflineSession(user);
    onlineManager.setOnline(true);
    return user;
  } catch (error) {
    if (isApiStatus(error, 401)) {
      rememberOfflineSession(null);
      onlineManager.setOnline(true);
      return null;
    }
    const kept = isNoAnswer(error) ? recallOfflineSession() : null;
    if (!kept) throw error;
    onlineManager.setOnline(false);
    return kept;
  }
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    // Asked even when the browser says it is offline: the kept session answers then.
    networkMode: 'offlineFirst',
  });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
