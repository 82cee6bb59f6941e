import { Link } from 'react-router-dom';
import { canExitKiosk, requestKioskExit } from '@lib/kiosk';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { AuditPanel } from '../components/AuditPanel';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { SettingsArea } from '../components/SettingsArea';
import { SignupStats } from '../components/SignupStats';
import { WaitlistPanel } from '../components/WaitlistPanel';
import { ApiKeysPanel, BoothSyncPanel, WebhooksPanel } from '@features/integrations';
import { InvitePanel } from '../loop/InvitePanel';
import { OutboxPanel } from '../loop/OutboxPanel';
import '../loop/loop.css';
import { ReferralsPanels } from '../referrals/ReferralsPanels';
import { TwoFactorPanel } from '../twoFactor/TwoFactorPanel';
import '../admin.css';

function Dashboard() {
  const { user, logoutMutation } = useAuth();
  // Without a user the protected route sends the browser to the login form.
  const onLogout = () => logoutMutation.mutate();

  return (
    <div className="admin">
      <header className="admin-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="admin-muted">
            Welcome, <strong>{user?.username}</strong>
          </p>
        </div>
        <nav aria-label="Admin" className="admin-header__actions">
          <Link to="/" className="btn btn--ghost">
            View Site
          </Link>
          {canExitKiosk() && (
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => void requestKioskExit()}
            >
              Exit kiosk
            </button>
          )}
          <button
            type="button"
            className="btn btn--outline"
            onClick={onLogout}
            disabled={logoutMutation.isPending}
          >
            Logout
          </button>
        </nav>
      </header>
      <main id="main" className="admin-main">
        <SignupStats />
        <InvitePanel />
        <WaitlistPanel />
        <OutboxPanel />
        <ReferralsPanels />
        <SettingsArea>
          <ChangePasswordPanel />
          <TwoFactorPanel />
          <AuditPanel />
          <BoothSyncPanel />
          <ApiKeysPanel />
          <WebhooksPanel />
        </SettingsArea>
      </main>
    </div>
  );
}

/** /admin/dashboard (SPEC section 2), only with a session. */
export default function AdminDashboardPage() {
  return (
    <AuthProvider>
      <ProtectedRoute>
        <Dashboard />
      </ProtectedRoute>
    </AuthProvider>
  );
}
