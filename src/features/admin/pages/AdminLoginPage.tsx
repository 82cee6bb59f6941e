import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { LoginForm } from '../components/LoginForm';
import { afterLoginPath } from '../layout/adminSections';
import { OperatorGate } from '@features/booth/kiosk';
import '../admin.css';

function LoginScreen() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (user) return <Navigate to={afterLoginPath(search)} replace />;
  return (
    <main id="main" className="admin-login">
      <div className="admin-card admin-login__card">
        <h1>Admin Login</h1>
        <p className="admin-muted">Sign in to manage the Synapse waitlist.</p>
        <LoginForm />
        <p className="admin-login__back">
          <Link to="/">Back to the site</Link>
        </p>
      </div>
    </main>
  );
}

/**
 * /admin, /admin/login and /admin-login (docs/product.md §2); no credentials shown (docs/product.md
 * §12).
 */
export default function AdminLoginPage() {
  return (
    <OperatorGate>
      <AuthProvider>
        <LoginScreen />
      </AuthProvider>
    </OperatorGate>
  );
}
