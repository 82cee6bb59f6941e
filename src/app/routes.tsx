import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

/** SPEC section 2's route table plus /joshua (DECISIONS "Routes"); matching ignores case and a trailing slash. */
export const ROUTES: { path: string; Component: Page }[] = [
  { path: '/', Component: page(() => import('../features/landing/pages/HomePage')) },
  { path: '/original', Component: page(() => import('../features/landing/pages/HomePage')) },
  { path: '/landing', Component: page(() => import('../features/landing/pages/NeonLandingPage')) },
  { path: '/modern', Component: page(() => import('../features/landing/pages/ModernPage')) },
  { path: '/ai', Component: page(() => import('../features/landing/pages/AiPage')) },
  { path: '/neural', Component: page(() => import('../features/landing/pages/NeuralPage')) },
  {
    path: '/animated-text',
    Component: page(() => import('../features/landing/pages/AnimatedTextPage')),
  },
  { path: '/image', Component: page(() => import('../features/landing/pages/ImagePage')) },
  { path: '/test', Component: page(() => import('../features/landing/pages/TestPage')) },
  { path: '/josh2', Component: page(() => import('../features/terminal/pages/Josh2Page')) },
  { path: '/joshua', Component: page(() => import('../features/terminal/pages/JoshuaPage')) },
  { path: '/synapse', Component: page(() => import('../features/terminal/pages/SynapsePage')) },
  {
    path: '/direct-synapse',
    Component: page(() => import('../features/terminal/pages/DirectSynapsePage')),
  },
  // The waitlist loop's pages (issue 13): links in our e-mails land here.
  {
    path: '/confirm/:token',
    Component: page(() => import('../features/status/pages/ConfirmPage')),
  },
  { path: '/status/:token', Component: page(() => import('../features/status/pages/StatusPage')) },
  { path: '/invite/:token', Component: page(() => import('../features/status/pages/InvitePage')) },
  { path: '/welcome', Component: page(() => import('../features/status/pages/WelcomePage')) },
  { path: '/admin', Component: page(() => import('../features/admin/pages/AdminLoginPage')) },
  { path: '/admin/login', Component: page(() => import('../features/admin/pages/AdminLoginPage')) },
  { path: '/admin-login', Component: page(() => import('../features/admin/pages/AdminLoginPage')) },
  {
    path: '/admin/dashboard',
    Component: page(() => import('../features/admin/pages/AdminDashboardPage')),
  },
];

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
