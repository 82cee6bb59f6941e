/** The terminal feature's face: the consoles' pages, each loaded when its route is visited. */
export const terminalPages = {
  josh2: () => import('./pages/Josh2Page'),
  joshua: () => import('./pages/JoshuaPage'),
  synapse: () => import('./pages/SynapsePage'),
  directSynapse: () => import('./pages/DirectSynapsePage'),
};
