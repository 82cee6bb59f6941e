import { useMay } from '../auth/useMay';
import { BoothPinPanel } from '../booths/BoothPinPanel';
import { AuditPanel } from '../components/AuditPanel';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { OwnSessionsPanel } from '../sessions/OwnSessionsPanel';
import '../sessions/sessions.css';
import { SignOutEverywherePanel } from '../reauth/SignOutEverywherePanel';
import { TwoFactorPanel } from '../twoFactor/TwoFactorPanel';

/** /admin/security: the admin's password, two-factor, sessions and the audit log. */
export function SecuritySection() {
  const may = useMay();
  return (
    <>
      <ChangePasswordPanel />
      <TwoFactorPanel />
      {may('PUT /api/admin/booth-pin') && <BoothPinPanel />}
      <OwnSessionsPanel />
      <SignOutEverywherePanel />
      {may('GET /api/admin/audit') && <AuditPanel />}
    </>
  );
}
