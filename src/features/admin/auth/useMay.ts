import { roleMay } from '@shared';
import { useAuth } from './AuthProvider';

/**
 * Whether the signed-in person's role may make a call ("GET /api/admin/waitlist/export"), read
 * from the server's own route-role table (issue 40): the app hides only what the server refuses.
 */
export function useMay(): (call: string) => boolean {
  const { user } = useAuth();
  return (call) => roleMay(user?.role, call);
}
