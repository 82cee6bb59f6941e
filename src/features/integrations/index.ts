export { ApiKeysPanel } from './components/ApiKeysPanel';
export { BoothSyncPanel } from './components/BoothSyncPanel';
export { WebhooksPanel } from './components/WebhooksPanel';
