import type { ComponentType } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { OperatorGate } from '@features/booth/kiosk';
import { AuthProvider } from '../auth/AuthProvider';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { AdminLayout } from '../layout/AdminLayout';
import { ADMIN_HOME, PERSON_ROUTE, sectionOf, type AdminSectionId } from '../layout/adminSections';
import { personName, usePerson } from '../people/api';
import { BoothsSection } from '../sections/BoothsSection';
import { IntegrationsSection } from '../sections/IntegrationsSection';
import { MessagesSection } from '../sections/MessagesSection';
import { OverviewSection } from '../sections/OverviewSection';
import { PersonSection } from '../sections/PersonSection';
import { PeopleSection } from '../sections/PeopleSection';
import { ReferralsSection } from '../sections/ReferralsSection';
import { SecuritySection } from '../sections/SecuritySection';
import { SettingsSection } from '../sections/SettingsSection';
import { TeamSection } from '../sections/TeamSection';
import { useMay } from '../auth/useMay';
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
  settings: SettingsSection,
  team: TeamSection,
};

/** The person an address names (/admin/people/12 -> 12); NaN for a malformed id. */
function personIdOf(pathname: string): number | undefined {
  const id = matchPath({ path: PERSON_ROUTE, caseSensitive: false }, pathname)?.params.id;
  if (id === undefined) return undefined;
  return /^\d{1,15}$/.test(id) ? Number(id) : NaN;
}

function AdminApp() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const personId = personIdOf(pathname);
  const may = useMay();
  const person = usePerson(personId ?? 0, personId !== undefined && !Number.isNaN(personId));
  // A section the role cannot use leads to the overview, as an unknown one does (issue 40).
  if (!section || !may(section.call)) return <Navigate to={ADMIN_HOME} replace />;
  if (Number.isNaN(personId)) return <Navigate to="/admin/people" replace />;
  const Screen = SECTION_SCREENS[section.id];
  // One layout for every section and person, so that moving between them keeps it.
  const title =
    personId === undefined ? section.label : person.data ? personName(person.data.entry) : 'Person';
  return (
    <AdminLayout title={title}>
      {personId === undefined ? <Screen /> : <PersonSection id={personId} />}
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
