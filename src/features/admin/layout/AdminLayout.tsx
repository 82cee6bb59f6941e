import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ConfirmProvider } from '@components/confirm/ConfirmDialog';
import { SkipLink } from '@components/SkipLink';
import { ThemeToggle } from '@components/ThemeToggle';
import { useOperator } from '@features/booth/kiosk';
import { useAuth } from '../auth/AuthProvider';
import { useMay } from '../auth/useMay';
import { ProblemBanners } from '../problems/ProblemBanners';
import { ReauthDialog } from '../reauth/ReauthDialog';
import { ADMIN_SECTIONS } from './adminSections';
import './adminLayout.css';
import './controls.css';

interface AdminLayoutProps {
  /** The page's heading: the section's name, or a person's name on their page. */
  title: string;
  children: ReactNode;
}

/**
 * The admin app's frame (issue 28): the sections' navigation and the account's controls in a
 * sidebar on wide screens, behind a Menu button in a bar that stays at the top on phones; then
 * the section under its own heading.
 */
export function AdminLayout({ title, children }: AdminLayoutProps) {
  const { user, logoutMutation } = useAuth();
  const may = useMay();
  // On a booth, Exit lives in the staff panel, behind the PIN and the last sync.
  const operator = useOperator();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(pathname);

  // Another section is announced by moving focus to its heading, as a page load would; a phone's
  // menu closes behind the link that was chosen.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
    heading.current?.focus();
  }, [pathname]);

  return (
    <ConfirmProvider>
      <div className="admin-app">
        <title>{`${title}: Admin: SynapseAI`}</title>
        <SkipLink />
        <header className="admin-sidebar">
          <div className="admin-sidebar__bar">
            <button
              type="button"
              className="btn btn--outline admin-btn--small admin-menu-button"
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
            <p className="admin-sidebar__name">
              Synapse<span className="admin-sidebar__accent">AI</span> admin
            </p>
          </div>
          <div
            id="admin-menu"
            className={`admin-sidebar__panel${menuOpen ? ' admin-sidebar__panel--open' : ''}`}
          >
            <nav aria-label="Admin sections">
              <ul className="admin-nav">
                {ADMIN_SECTIONS.filter((section) => may(section.call)).map((section) => (
                  <li key={section.id}>
                    <NavLink to={section.path} className="admin-nav__link">
                      <span className="admin-nav__label">{section.label}</span>
                      <span className="admin-nav__hint">{section.hint}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="admin-account">
              <p className="admin-muted admin-account__user">
                Welcome, <strong>{user?.name || user?.username}</strong>
                {user && <span className="admin-account__role"> ({user.role})</span>}
              </p>
              <div className="admin-account__actions">
                <Link to="/" className="btn btn--ghost admin-btn--small">
                  View Site
                </Link>
                {operator && (
                  <button
                    type="button"
                    className="btn btn--outline admin-btn--small"
                    onClick={operator.showStaffPanel}
                  >
                    Staff panel
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--outline admin-btn--small"
                  onClick={() => logoutMutation.mutate()}
                  disabled={logoutMutation.isPending}
                >
                  Logout
                </button>
                <ThemeToggle />
              </div>
            </div>
          </div>
        </header>
        <main id="main" className="admin-main admin-content">
          <h1 ref={heading} tabIndex={-1} className="admin-content__heading">
            {title}
          </h1>
          <ProblemBanners />
          {children}
        </main>
        <ReauthDialog />
      </div>
    </ConfirmProvider>
  );
}
