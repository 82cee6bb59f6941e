import { useEffect, useId, useRef, useState } from 'react';
import { ThemeToggle } from './ThemeToggle';
import { Wordmark } from './Wordmark';
import './siteNav.css';

export interface NavLink {
  href: string;
  label: string;
}

/**
 * The fixed top bar: wordmark, section links and the theme toggle. On small screens the links
 * collapse behind a menu button; choosing a link (or pressing Escape) closes the menu.
 */
export function SiteNav({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-nav">
      <nav className="site-nav__inner" aria-label="Main">
        <Wordmark />
        <ul id={menuId} className={`site-nav__links${open ? ' is-open' : ''}`}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => setOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="site-nav__tools">
          <ThemeToggle />
          <button
            ref={button}
            type="button"
            className="icon-button site-nav__menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
          </button>
        </div>
      </nav>
    </header>
  );
}
