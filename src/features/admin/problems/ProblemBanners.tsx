import { Link, useLocation } from 'react-router-dom';
import { useAdminProblems } from './api';
import './problems.css';

/**
 * A banner for each thing that keeps the product from working (no e-mail, links to localhost, a
 * booth that stopped syncing), on every admin section until it is fixed; the link leads to where
 * it is looked into, unless that is the section already open.
 */
export function ProblemBanners() {
  const problems = useAdminProblems().data?.problems ?? [];
  const { pathname } = useLocation();
  if (problems.length === 0) return null;
  return (
    <ul className="admin-banners" aria-label="Problems">
      {problems.map((problem) => (
        <li key={problem.id} className="admin-banner" data-problem={problem.id}>
          <svg
            className="admin-banner__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5" />
          </svg>
          <p className="admin-banner__text">
            {problem.message}
            {problem.section && !pathname.startsWith(problem.section.path) && (
              <>
                {' '}
                <Link to={problem.section.path}>{problem.section.label}</Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
