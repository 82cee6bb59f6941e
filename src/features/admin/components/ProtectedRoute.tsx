import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ADMIN_TEXT } from '../constants';
import { loginPathFor } from '../layout/adminSections';

/**
 * Shows its children only with a session; otherwise sends the visitor to the login form, which
 * comes back to this address once signed in (issue 28: every section can be linked to).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <p role="status" className="admin-verifying">
        {ADMIN_TEXT.verifying}
      </p>
    );
  }
  if (!user) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return <>{children}</>;
}
