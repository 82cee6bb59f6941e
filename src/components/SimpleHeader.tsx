import { Link } from 'react-router-dom';
import { ThemeToggle } from './ThemeToggle';
import { Wordmark } from './Wordmark';
import './siteNav.css';
import './simplePage.css';

/** The top bar of the secondary pages: wordmark, a way home and the theme toggle. */
export function SimpleHeader() {
  return (
    <header className="simple-header">
      <nav className="site-nav__inner" aria-label="Main">
        <Wordmark />
        <ul className="simple-header__links">
          <li>
            <Link to="/">Home</Link>
          </li>
        </ul>
        <ThemeToggle />
      </nav>
    </header>
  );
}
