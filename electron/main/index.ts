// Thin wiring: every decision lives in a plain module beside this file, tested without Electron.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  powerSaveBlocker,
  session,
  type WebContents,
} from 'electron';
import { EXIT_CHANNEL, parseIdleSeconds } from '../../src/shared/kiosk.js';
import { vetoCloseUnlessQuitting } from './closePolicy';
import { withContentSecurityPolicy } from './contentSecurityPolicy';
import { createCrashGuard } from './crashGuard';
import { downloadSavePath } from './downloads';
import {
  configureServerLog,
  kioskDataDir,
  startEmbeddedServer,
  type EmbeddedServer,
} from './embeddedServer';
import { describeKioskTrouble, restartingPageUrl, troublePageUrl } from './errorPage';
import { isKioskSender } from './ipcGuard';
import { handleWindowOpen, isAllowedNavigation } from './navigationPolicy';
import { permissionCheckHandler, permissionRequestHandler } from './permissions';
import { createRendererRecovery } from './rendererRecovery';
import { blockedShortcut, isTroubleExitShortcut } from './shortcuts';
import { kioskEnvironment, USER_DATA_FOLDER, withKioskBackups } from './config';
import { createShutdown } from './shutdown';
import { kioskWindowOptions } from './windowOptions';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererRoot = join(here, '../renderer');
const preloadPath = join(here, '../preload/index.cjs');

let server: EmbeddedServer | undefined;
let kioskWindow: BrowserWindow | undefined;
let quitting = false;
let showingTrouble = false;

const shutdown = createShutdown({
  stopServer: async () => {
    await server?.stop();
  },
  quit: () => app.quit(),
});

function guardContents(contents: WebContents, appOrigin: string): void {
  const refuseElsewhere = (event: { preventDefault(): void }, url: string) => {
    if (!isAllowedNavigation(url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', (event) => refuseElsewhere(event, event.url));
  contents.on('will-redirect', (event) => refuseElsewhere(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler((details) =>
    handleWindowOpen(details, appOrigin, (url) => contents.downloadURL(url)),
  );
  contents.on('before-input-event', (event, input) => {
    if (blockedShortcut(input, app.isPackaged)) event.preventDefault();
  });
}

function hardenSession(appOrigin: string): void {
  const kioskSession = session.defaultSession;
  kioskSession.setPermissionRequestHandler(permissionRequestHandler(appOrigin));
  kioskSession.setPermissionCheckHandler(permissionCheckHandler(appOrigin));
  kioskSession.webRequest.onHeadersReceived((details, callback) =>
    callback({
      responseHeaders: withContentSecurityPolicy(details.responseHeaders, details.url),
    }),
  );
  kioskSession.on('will-download', (event, item) => {
    if (!isAllowedNavigation(item.getURL(), appOrigin)) {
      event.preventDefault();
      return;
    }
    item.setSavePath(downloadSavePath(app.getPath('downloads'), item.getFilename(), new Date()));
  });
}

function createKioskWindow(idleSeconds: number): BrowserWindow {
  const window = new BrowserWindow(
    kioskWindowOptions({ preloadPath, isPackaged: app.isPackaged, idleSeconds }),
  );
  window.on('close', (event) => vetoCloseUnlessQuitting(event, () => quitting));
  window.webContents.on('before-input-event', (_event, input) => {
    if (showingTrouble && isTroubleExitShortcut(input)) app.exit(1);
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

function openKioskWindow(appOrigin: string, idleSeconds: number): BrowserWindow {
  const window = createKioskWindow(idleSeconds);
  const contents = window.webContents;
  const home = `${appOrigin}/`;
  const recovery = createRendererRecovery({
    reload: () => void contents.loadURL(home),
    crash: () => contents.forcefullyCrashRenderer(),
    showRestarting: (delayMs) => void contents.loadURL(restartingPageUrl(delayMs)),
    isQuitting: () => quitting,
  });
  contents.on('render-process-gone', () => recovery.onRenderProcessGone());
  window.on('unresponsive', () => recovery.onUnresponsive());
  window.on('responsive', () => recovery.onResponsive());
  void window.loadURL(home);
  return window;
}

const crashGuard = () => createCrashGuard(kioskDataDir(app.getPath('userData')));

/** Puts the trouble page on the booth screen (a window of its own if the kiosk has none yet). */
function showTrouble(error: unknown): void {
  const trouble = describeKioskTrouble(error, crashGuard().logFile);
  showingTrouble = true;
  kioskWindow ??= createKioskWindow(parseIdleSeconds(undefined));
  void kioskWindow.loadURL(troublePageUrl(trouble));
}

/** An uncaught error in the main process: logged, then a relaunch, or the trouble page. */
function onMainProcessError(error: unknown): void {
  const guard = crashGuard();
  guard.log(error);
  if (guard.mayRelaunch()) {
    app.relaunch();
    app.exit(1);
  } else {
    showTrouble(error);
  }
}

async function start(): Promise<void> {
  const environment = kioskEnvironment();
  const idleSeconds = parseIdleSeconds(
    app.commandLine.getSwitchValue('idle-seconds') || environment.idleSeconds,
  );
  app.setLoginItemSettings({ openAtLogin: environment.startAtLogin });
  await configureServerLog(environment.serverEnv);
  server = await startEmbeddedServer({
    userDataDir: app.getPath('userData'),
    webRoot: rendererRoot,
    env: withKioskBackups(environment.serverEnv, app.getPath('userData')),
  });
  const appOrigin = new URL(server.url).origin;
  console.log(`Synapse kiosk: ${server.url} (data in ${server.dataDir})`);

  hardenSession(appOrigin);
  app.on('web-contents-created', (_event, contents) => guardContents(contents, appOrigin));
  ipcMain.handle(EXIT_CHANNEL, (event) => {
    const sender = { webContentsId: event.sender.id, frameUrl: event.senderFrame?.url };
    if (!isKioskSender(sender, kioskWindow?.webContents.id, appOrigin)) {
      throw new Error('Only the kiosk window may leave the kiosk.');
    }
    app.quit();
  });
  powerSaveBlocker.start('prevent-display-sleep');
  kioskWindow = openKioskWindow(appOrigin, idleSeconds);
}

app.setPath('userData', join(app.getPath('appData'), USER_DATA_FOLDER));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  if (app.isPackaged) Menu.setApplicationMenu(null);
  process.on('uncaughtException', onMainProcessError);
  process.on('unhandledRejection', onMainProcessError);
  app.on('second-instance', () => {
    if (!kioskWindow) return;
    if (kioskWindow.isMinimized()) kioskWindow.restore();
    kioskWindow.focus();
  });
  app.on('before-quit', (event) => {
    quitting = true;
    shutdown.onBeforeQuit(event);
  });
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Synapse kiosk cannot start:', error);
      crashGuard().log(error);
      showTrouble(error);
    });
}
