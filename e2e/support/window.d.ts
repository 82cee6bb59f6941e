import type { KioskBridge } from '../../src/shared/kiosk';

// What the site and the benchmark put on window, as the browser tests read it in page.evaluate.
declare global {
  interface Window {
    synapseKiosk?: KioskBridge;
    /** Set by the benchmark (and these tests): each particle frame's work time in ms. */
    __SYNAPSE_BENCH__?: { particleFrames?: number[] };
  }
}
