import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type SitePath } from '@shared/sitePaths';
import { adminPages } from '@features/admin';
import { landingPages } from '@features/landing';
import { leaderboardPages } from '@features/leaderboard';
import { statusPages } from '@features/status';
import { terminalPages } from '@features/terminal';
import { tabletPages } from '@features/booth/tablet';
import { HomeScreen } from './HomeScreen';
import { NotFoundPage } from './NotFoundPage';

type Page = LazyExoticComponent<ComponentType> | ComponentType;
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const homePage = page(landingPages.home);
const adminLoginPage = page(adminPages.login);
const adminAppPage = page(adminPages.app);

/** Every path of the shared route table (src/shared/sitePaths.ts) and its screen. */
const SCREENS: Record<SitePath, Page> = {
  // In kiosk mode the booth's screen (issue 39); /original stays the landing page.
  '/': HomeScreen,
  '/original': homePage,
  '/landing': page(landingPages.neon),
  '/modern': page(landingPages.modern),
  '/ai': page(landingPages.ai),
  '/neural': page(landingPages.neural),
  '/animated-text': page(landingPages.animatedText),
  '/image': page(landingPages.image),
  '/test': page(landingPages.test),
  '/josh2': page(terminalPages.josh2),
  '/joshua': page(terminalPages.joshua),
  '/synapse': page(terminalPages.synapse),
  '/direct-synapse': page(terminalPages.directSynapse),
  // The waitlist loop's pages (issue 13): links in our e-mails land here.
  '/confirm/:token': page(statusPages.confirm),
  '/status/:token': page(statusPages.status),
  '/invite/:token': page(statusPages.invite),
  '/welcome': page(statusPages.welcome),
  // The integrations face also carries the dashboard's panels: it loads only when visited.
  '/docs/api': page(() =>
    import('@features/integrations').then((face) => face.integrationsPages.apiReference()),
  ),
  '/leaderboard': page(leaderboardPages.leaderboard),
  // The tablet booth (issue 27).
  '/booth': page(tabletPages.booth),
  '/admin': adminLoginPage,
  '/admin/login': adminLoginPage,
  '/admin-login': adminLoginPage,
  // The admin app (issue 28): one page for every section, so moving between them keeps its frame.
  '/admin/dashboard': adminAppPage,
  '/admin/overview': adminAppPage,
  '/admin/people': adminAppPage,
  '/admin/people/:id': adminAppPage,
  '/admin/messages': adminAppPage,
  '/admin/referrals': adminAppPage,
  '/admin/booths': adminAppPage,
  '/admin/integrations': adminAppPage,
  '/admin/security': adminAppPage,
  '/admin/settings': adminAppPage,
  '/admin/team': adminAppPage,
  '/admin/join/:token': page(adminPages.join),
};

/**
 * docs/product.md §2's route table plus /joshua (docs/product.md §2.1); matching ignores case and a
 * trailing slash.
 */
export const ROUTES: { path: string; Component: Page }[] = SITE_PAGES.map(({ path }) => ({
  path,
  Component: SCREENS[path],
}));

export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <p role="status" className="page-loading">
          Loading...
        </p>
      }
    >
      <Routes>
        {ROUTES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
