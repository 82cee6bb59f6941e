import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type SitePath } from '@shared/sitePaths';
import { NotFoundPage } from './NotFoundPage';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const homePage = page(() => import('@features/landing/pages/HomePage'));
const adminLoginPage = page(() => import('@features/admin/pages/AdminLoginPage'));

/** Every path of the shared route table (src/shared/sitePaths.ts) and its screen. */
const SCREENS: Record<SitePath, Page> = {
  '/': homePage,
  '/original': homePage,
  '/landing': page(() => import('@features/landing/pages/NeonLandingPage')),
  '/modern': page(() => import('@features/landing/pages/ModernPage')),
  '/ai': page(() => import('@features/landing/pages/AiPage')),
  '/neural': page(() => import('@features/landing/pages/NeuralPage')),
  '/animated-text': page(() => import('@features/landing/pages/AnimatedTextPage')),
  '/image': page(() => import('@features/landing/pages/ImagePage')),
  '/test': page(() => import('@features/landing/pages/TestPage')),
  '/josh2': page(() => import('@features/terminal/pages/Josh2Page')),
  '/joshua': page(() => import('@features/terminal/pages/JoshuaPage')),
  '/synapse': page(() => import('@features/terminal/pages/SynapsePage')),
  '/direct-synapse': page(() => import('@features/terminal/pages/DirectSynapsePage')),
  // The waitlist loop's pages (issue 13): links in our e-mails land here.
  '/confirm/:token': page(() => import('@features/status/pages/ConfirmPage')),
  '/status/:token': page(() => import('@features/status/pages/StatusPage')),
  '/invite/:token': page(() => import('@features/status/pages/InvitePage')),
  '/welcome': page(() => import('@features/status/pages/WelcomePage')),
  '/docs/api': page(() => import('@features/integrations/pages/ApiReferencePage')),
  '/admin': adminLoginPage,
  '/admin/login': adminLoginPage,
  '/admin-login': adminLoginPage,
  '/admin/dashboard': page(() => import('@features/admin/pages/AdminDashboardPage')),
};

/** SPEC section 2's route table plus /joshua (DECISIONS "Routes"); matching ignores case and a trailing slash. */
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
