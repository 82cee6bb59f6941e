import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import './actionMenu.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** A destructive action, shown in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
}

interface ActionMenuProps {
  /** The button's accessible name, naming the row: "Actions for Ada Lovelace". */
  label: string;
  actions: MenuAction[];
}

/**
 * A row's actions behind one button (issue 44, item 4), as the WAI-ARIA menu button pattern has
 * it: Enter, Space or the arrows open it on the first (Up: the last) item; the arrows, Home and
 * End move; Enter or Space chooses; Escape closes it back onto the button, Tab closes and moves on.
 * The menu sits in a fixed layer, so a scrolling table never clips it.
 */
export function ActionMenu({ label, actions }: ActionMenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties>({});

  // Under the button, opening towards the wider side; above it when the screen ends below.
  const placeByButton = useCallback(() => {
    const box = button.current!.getBoundingClientRect();
    const { innerWidth, innerHeight } = window;
    const side =
      box.left < innerWidth / 2
        ? { left: Math.max(8, box.left) }
        : { right: Math.max(8, innerWidth - box.right) };
    const room = 48 * actions.length + 16;
    const vertical =
      box.bottom + room > innerHeight && box.top > room
        ? { bottom: innerHeight - box.top + 4 }
        : { top: box.bottom + 4 };
    setPlace({ ...side, ...vertical });
  }, [actions.length]);
  const show = (first: number) => {
    placeByButton();
    setActive(first);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Without scrolling the page: the menu stays where it was placed.
    const items = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[active]?.focus({ preventScroll: true });
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // The page moved under the menu (a scroll, a list that changed): it follows its button.
    const moved = () => (button.current?.isConnected ? placeByButton() : close(false));
    document.addEventListener('pointerdown', away);
    window.addEventListener('resize', moved);
    window.addEventListener('scroll', moved, true);
    return () => {
      document.removeEventListener('pointerdown', away);
      window.removeEventListener('resize', moved);
      window.removeEventListener('scroll', moved, true);
    };
  }, [open, placeByButton]);

  const choose = (action: MenuAction) => {
    if (action.disabled) return;
    close(true);
    action.onSelect();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active === last ? 0 : active + 1),
      ArrowUp: () => (active === 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (moves[event.key]) {
      event.preventDefault();
      setActive(moves[event.key]!());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(actions[active]!);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn--outline admin-btn--small action-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className="action-menu"
          style={place}
          onKeyDown={onMenuKey}
        >
          {actions.map((action, index) => (
            <li
              key={action.label}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              aria-disabled={action.disabled || undefined}
              className={`action-menu__item${action.danger ? ' action-menu__item--danger' : ''}`}
              onClick={() => choose(action)}
              onPointerMove={() => setActive(index)}
            >
              {action.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
