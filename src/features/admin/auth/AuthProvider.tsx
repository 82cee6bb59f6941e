import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { getQueryFn } from '@lib/api';
import { toast } from '@lib/toast';
import { API_MOUNTS, type SessionUser, type TwoFactorLoginPayload } from '@shared';
import { login, logout, needsSecondFactor, USER_QUERY_KEY, type LoginAnswer } from '../api';
import { ADMIN_TEXT, ADMIN_TOASTS, SESSION_POLL_MS, SESSION_STALE_MS } from '../constants';
import { afterLoginPath } from '../layout/adminSections';

export interface AuthContextValue {
  user: SessionUser | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<LoginAnswer, Error, TwoFactorLoginPayload>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const isAdminQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith(API_MOUNTS.admin);

/** The admin session (docs/product.md §6): polled every 15 s, a 401 means no user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery<SessionUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
    refetchInterval: SESSION_POLL_MS,
    staleTime: SESSION_STALE_MS,
  });

  const loginMutation = useMutation<LoginAnswer, Error, TwoFactorLoginPayload>({
    mutationFn: login,
    onSuccess: (user) => {
      // The password was right; the login form asks for the two-factor code next.
      if (needsSecondFactor(user)) return;
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast(ADMIN_TOASTS.loginSuccess);
      // A full load, so the admin starts from a clean slate with the new session (docs/product.md
      // §4), at the section a deep link asked for or the overview.
      window.location.assign(afterLoginPath(window.location.search));
    },
    onError: (error) => {
      toast({
        title: ADMIN_TOASTS.loginFailed,
        description: error.message || ADMIN_TEXT.invalidLogin,
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
      toast(ADMIN_TOASTS.logoutSuccess);
    },
    onError: (error) => {
      toast({
        title: ADMIN_TOASTS.logoutFailed,
        description: error.message,
        variant: 'destructive',
      });
    },
  });

  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isPending,
    loginMutation,
    logoutMutation,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session context; outside an AuthProvider it is an error (docs/product.md §8). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
