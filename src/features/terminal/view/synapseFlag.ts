/** docs/product.md §3.5: synapseActivated is kept as the text "true" or "false". */
const KEY = 'synapseActivated';

export function readSynapseActivated(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeSynapseActivated(value: boolean): void {
  try {
    window.localStorage.setItem(KEY, value ? 'true' : 'false');
  } catch (error) {
    console.error('Saving synapseActivated failed:', error);
  }
}
