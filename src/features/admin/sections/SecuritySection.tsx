import { useMay } from '../auth/useMay';
import { BoothPinPanel } from '../booths/BoothPinPanel';
import { AuditPanel } from '../components/AuditPanel';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { OwnDevicesPanel } from '../sessions/OwnDevicesPanel';
import { OwnSessionsPanel } from '../sessions/OwnSessionsPanel';
import '../sessions/sessions.css';
import { SignOutEverywherePanel } from '../reauth/SignOutEverywherePanel';
import { TwoFactorPanel } from '../twoFactor/TwoFactorPanel';

/** /admin/security: the admin's password, two-factor, sessions, remembered browsers and the audit log. */
export function SecuritySection() {
  const may = useMay();
  return (
    <>
      <ChangePasswordPanel />
      <TwoFactorPanel />
      {may('PUT /api/admin/booth-pin') && <BoothPinPanel />}
      <OwnSessionsPanel />
      <OwnDevicesPanel />
      <SignOutEverywherePanel />
      {may('GET /api/admin/audit') && <AuditPanel />}
    </>
  );
}
