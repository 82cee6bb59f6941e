import {
  BOOT_COMPLETE_DELAY_MS,
  BOOT_SPEED_FACTOR,
  BOOT_START_DELAY_MS,
  BOOT_WOPR_CHANCE,
} from '../constants';

/** docs/product.md §2: the green W.O.P.R. look or the cyan neural-interface look, 50/50. */
export type BootTheme = 'wopr' | 'neural';

interface BootLine {
  text: string;
  /** Pause before the line appears, at speed factor 1. */
  pauseMs: number;
}

interface BootScript {
  title: string;
  lines: readonly BootLine[];
}

const line = (text: string, pauseMs: number): BootLine => ({ text, pauseMs });

export const BOOT_SCRIPTS: Record<BootTheme, BootScript> = {
  wopr: {
    title: 'W.O.P.R. system initialization',
    lines: [
      line('WOPR BIOS v4.13 (C) 1983 NORAD', 300),
      line('MEMORY CHECK ............ 65536K OK', 400),
      line('LOADING STRATEGIC KERNEL', 350),
      line('MOUNTING WAR GAMES LIBRARY', 300),
      line('CONNECTING TO CRYSTAL PALACE UPLINK', 450),
      line('DEFCON MONITOR ........... LEVEL 5', 300),
      line('INITIALIZING GAME THEORY ENGINE', 400),
      line('LOADING SCENARIO DATABASE: 150 SCENARIOS', 350),
      line('CALIBRATING PROBABILITY MATRIX', 300),
      line('HANDSHAKE WITH NEURAL SUBSYSTEM ... OK', 450),
      line('CHECKING LAUNCH CODE VAULT ... SEALED', 300),
      line('VOICE SYNTHESIS MODULE ... READY', 300),
      line('OPENING OPERATOR CHANNEL', 350),
      line('ALL SYSTEMS NOMINAL', 300),
      line('GREETINGS. SHALL WE PLAY A GAME?', 500),
    ],
  },
  neural: {
    title: 'Neural interface',
    lines: [
      line('neural-interface boot v2.7.0', 300),
      line('probing synaptic bus ............ ok', 400),
      line('loading cortex weights [7 agents]', 350),
      line('agent axon: interface online', 300),
      line('agent lumen: research online', 300),
      line('agent synth: connector online', 300),
      line('agent cortex: security online', 300),
      line('agent glia: memory online', 300),
      line('agent relay: creative online', 300),
      line('agent sentinel: monitoring online', 300),
      line('aligning attention heads ........ ok', 450),
      line('encrypting channel (quantum-safe)', 400),
      line('warming predictive caches', 350),
      line('pattern recognition at 97.0% accuracy', 400),
      line('neural interface ready', 500),
    ],
  },
};

export function pickBootTheme(random: () => number = Math.random): BootTheme {
  return random() < BOOT_WOPR_CHANCE ? 'wopr' : 'neural';
}

export interface BootTimeline {
  /** When each line appears, in ms after the screen mounts. */
  lineTimes: number[];
  /** When the completion callback runs. */
  completeAt: number;
}

/**
 * docs/product.md §9: lines start after 200 ms, at the speed factor; completion 800 ms after the
 * last.
 */
export function bootTimeline(theme: BootTheme, speed: number = BOOT_SPEED_FACTOR): BootTimeline {
  let at = BOOT_START_DELAY_MS;
  const lineTimes = BOOT_SCRIPTS[theme].lines.map((item, index) => {
    if (index > 0) at += item.pauseMs / speed;
    return at;
  });
  return { lineTimes, completeAt: at + BOOT_COMPLETE_DELAY_MS };
}
