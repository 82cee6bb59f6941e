import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { kioskSettings } from '@lib/kiosk';
import { ADMIN_SHORTCUT } from './constants';
import './kiosk.css';
import { useIdleReset } from './useIdleReset';

/**
 * Kiosk mode for the whole app, mounted once inside the router: the `kiosk` class on <html>
 * (larger touch targets), the idle reset, and the operator's shortcut to the admin login.
 */
export function KioskController() {
  const [idleSeconds] = useState(() => kioskSettings()?.idleSeconds ?? null);
  const isKiosk = idleSeconds !== null;
  const navigate = useNavigate();

  useEffect(() => {
    if (!isKiosk) return;
    document.documentElement.classList.add('kiosk');
    return () => document.documentElement.classList.remove('kiosk');
  }, [isKiosk]);

  useEffect(() => {
    if (!isKiosk) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const isShortcut =
        event.key.toLowerCase() === ADMIN_SHORTCUT.key &&
        (event.ctrlKey || event.metaKey) === ADMIN_SHORTCUT.ctrl &&
        event.shiftKey === ADMIN_SHORTCUT.shift &&
        !event.altKey;
      if (!isShortcut) return;
      event.preventDefault();
      navigate(ADMIN_SHORTCUT.path);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isKiosk, navigate]);

  useIdleReset(idleSeconds);
  return null;
}
