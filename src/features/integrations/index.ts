/** The integrations feature's face: the dashboard's panels and the API reference page. */
export { ApiKeysPanel } from './components/ApiKeysPanel';
export { BoothSyncPanel } from './components/BoothSyncPanel';
export { WebhooksPanel } from './components/WebhooksPanel';

export const integrationsPages = {
  apiReference: () => import('./pages/ApiReferencePage'),
};
