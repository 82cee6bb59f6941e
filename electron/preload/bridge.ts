import { EXIT_CHANNEL, idleSecondsFromArgv, type KioskBridge } from '../../src/shared/kiosk.js';

/** What the preload exposes as window.synapseKiosk, and nothing else (checklist 20). */
export function createKioskBridge(
  argv: readonly string[],
  invoke: (channel: string) => Promise<unknown>,
): KioskBridge {
  return Object.freeze({
    isKiosk: true as const,
    idleSeconds: idleSecondsFromArgv(argv),
    exit: async () => {
      await invoke(EXIT_CHANNEL);
    },
  });
}
