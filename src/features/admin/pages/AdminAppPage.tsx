import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { OperatorGate } from '@features/kiosk';
import { AuthProvider } from '../auth/AuthProvider';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { AdminLayout } from '../layout/AdminLayout';
import { ADMIN_HOME, sectionOf, type AdminSectionId } from '../layout/adminSections';
import { BoothsSection } from '../sections/BoothsSection';
import { IntegrationsSection } from '../sections/IntegrationsSection';
import { MessagesSection } from '../sections/MessagesSection';
import { OverviewSection } from '../sections/OverviewSection';
import { PeopleSection } from '../sections/PeopleSection';
import { ReferralsSection } from '../sections/ReferralsSection';
import { SecuritySection } from '../sections/SecuritySection';
import '../admin.css';

/** Each section's screen; the navigation's order and names are in layout/adminSections.ts. */
const SECTION_SCREENS: Record<AdminSectionId, ComponentType> = {
  overview: OverviewSection,
  people: PeopleSection,
  messages: MessagesSection,
  referrals: ReferralsSection,
  booths: BoothsSection,
  integrations: IntegrationsSection,
  security: SecuritySection,
};

function AdminApp() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  if (!section) return <Navigate to={ADMIN_HOME} replace />;
  const Screen = SECTION_SCREENS[section.id];
  return (
    <AdminLayout title={section.label}>
      <Screen />
    </AdminLayout>
  );
}

/**
 * Every admin section (issue 28), only with a session: one page for all of them, so that moving
 * between sections keeps the frame and what is loaded. /admin/dashboard, the old single page,
 * leads to the overview. On a booth the operator's PIN comes first (issue 26).
 */
export default function AdminAppPage() {
  const { pathname } = useLocation();
  if (/^\/admin\/dashboard\/?$/i.test(pathname)) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <OperatorGate>
      <AuthProvider>
        <ProtectedRoute>
          <AdminApp />
        </ProtectedRoute>
      </AuthProvider>
    </OperatorGate>
  );
}
