export { ApiKeysPanel } from './components/ApiKeysPanel';
export { BoothSyncPanel } from './components/BoothSyncPanel';
