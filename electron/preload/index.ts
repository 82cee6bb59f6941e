import { contextBridge, ipcRenderer } from 'electron';
import { createKioskBridge } from './bridge';

// Runs sandboxed with context isolation: only this frozen object crosses into the page.
contextBridge.exposeInMainWorld(
  'synapseKiosk',
  createKioskBridge(process.argv, (channel) => ipcRenderer.invoke(channel)),
);
