// Deep imports: the @shared barrel brings the zod schemas into the first bundle.
import { DEFAULT_IDLE_SECONDS, type KioskBridge } from '@shared/kiosk';

/**
 * Kiosk mode, shared by every feature. It is on inside the Electron kiosk (the preload exposes
 * `window.synapseKiosk`) or in any browser tab opened with `?kiosk=1` (for tests and demos; `&idle=N`
 * sets the idle seconds). The tab remembers it in sessionStorage for the rest of its session.
 */
declare global {
  interface Window {
    synapseKiosk?: KioskBridge;
  }
}

/** After a successful sign-up in the kiosk, the success panel returns to an empty form. */
export const KIOSK_SUCCESS_RESET_MS = 15_000;
const STORAGE_KEY = 'synapse.kiosk';

interface KioskSettings {
  idleSeconds: number;
}

function readSettings(): KioskSettings | null {
  if (typeof window === 'undefined') return null;
  if (window.synapseKiosk?.isKiosk) return { idleSeconds: window.synapseKiosk.idleSeconds };
  const params = new URLSearchParams(window.location.search);
  if (params.get('kiosk') === '1') {
    const idle = Number(params.get('idle'));
    const settings = {
      idleSeconds: Number.isFinite(idle) && idle > 0 ? idle : DEFAULT_IDLE_SECONDS,
    };
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    return settings;
  }
  try {
    const kept = JSON.parse(
      window.sessionStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as KioskSettings | null;
    return kept && typeof kept.idleSeconds === 'number' && kept.idleSeconds > 0 ? kept : null;
  } catch {
    return null;
  }
}

export function kioskSettings(): KioskSettings | null {
  return readSettings();
}

export function isKioskMode(): boolean {
  return readSettings() !== null;
}

/** True only inside the Electron shell, where an operator can leave the kiosk. */
export function canExitKiosk(): boolean {
  return typeof window !== 'undefined' && window.synapseKiosk?.isKiosk === true;
}

export async function requestKioskExit(): Promise<void> {
  await window.synapseKiosk?.exit();
}

export const KIOSK_STORAGE_KEY = STORAGE_KEY;
