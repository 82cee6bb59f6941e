import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ADMIN_TEXT } from '../constants';

/** Shows its children only with a session; otherwise sends the visitor to the login form. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <p role="status" className="admin-verifying">
        {ADMIN_TEXT.verifying}
      </p>
    );
  }
  if (!user) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}
