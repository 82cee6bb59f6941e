import { Link } from 'react-router-dom';
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
import { ReauthDialog } from '../reauth/ReauthDialog';
import { SignOutEverywherePanel } from '../reauth/SignOutEverywherePanel';
import { ReferralsPanels } from '../referrals/ReferralsPanels';
import { TwoFactorPanel } from '../twoFactor/TwoFactorPanel';
import { OperatorGate, useOperator } from '@features/kiosk';
import { BoothsPanel } from '@features/booths';
import '../admin.css';

function Dashboard() {
  const { user, logoutMutation } = useAuth();
  // On a booth, Exit lives in the staff panel, behind the PIN and the last sync.
  const operator = useOperator();
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
          {operator && (
            <button type="button" className="btn btn--outline" onClick={operator.showStaffPanel}>
              Staff panel
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
        <BoothsPanel />
        <OutboxPanel />
        <ReferralsPanels />
        <SettingsArea>
          <ChangePasswordPanel />
          <TwoFactorPanel />
          <SignOutEverywherePanel />
          <AuditPanel />
          <BoothSyncPanel />
          <ApiKeysPanel />
          <WebhooksPanel />
        </SettingsArea>
      </main>
      <ReauthDialog />
    </div>
  );
}

/** /admin/dashboard (SPEC section 2), only with a session. */
export default function AdminDashboardPage() {
  return (
    <OperatorGate>
      <AuthProvider>
        <ProtectedRoute>
          <Dashboard />
        </ProtectedRoute>
      </AuthProvider>
    </OperatorGate>
  );
}
