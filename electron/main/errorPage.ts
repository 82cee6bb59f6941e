import { CorruptDataFileError } from '../../server/store/errors.js';

/** What the booth screen says when the kiosk cannot run: a title and steps for the operator. */
export interface KioskTrouble {
  title: string;
  steps: string[];
}

interface SystemError {
  code?: string;
  path?: string;
  port?: number;
}

/** Turns a start-up or crash failure into words an operator can act on. */
export function describeKioskTrouble(error: unknown, logFile: string): KioskTrouble {
  const system = (error ?? {}) as SystemError;
  const logStep = `The details are in ${logFile}.`;
  if (error instanceof CorruptDataFileError) {
    return {
      title: 'The booth cannot read its data file',
      steps: [
        `${error.file} is damaged. It was left untouched, so no sign-up is lost.`,
        'Restore it from a backup, or move it to another folder, then start the kiosk again.',
        logStep,
      ],
    };
  }
  if (system.code === 'EADDRINUSE') {
    return {
      title: 'The booth cannot open its local server',
      steps: [
        'Another program holds the network port the kiosk needs.',
        'Close other copies of the kiosk or restart the computer, then start the kiosk again.',
        logStep,
      ],
    };
  }
  if (system.code === 'EACCES' || system.code === 'EPERM' || system.code === 'EROFS') {
    return {
      title: 'The booth cannot write its data folder',
      steps: [
        `The kiosk may not write to ${system.path ?? 'its data folder'}.`,
        'Give the kiosk user write access to that folder (or free some disk space), then start the kiosk again.',
        logStep,
      ],
    };
  }
  return {
    title: 'The booth stopped after repeated errors',
    steps: [
      'The kiosk restarted itself three times in ten minutes and has stopped trying.',
      'Sign-ups taken so far are safe in the data folder. Restart the computer; if this page comes back, send the log to support.',
      logStep,
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page (no server, no script) as a data: URL for the kiosk window. */
function pageUrl(title: string, body: string): string {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#070b16;color:#e8ecf8;
font:1.25rem/1.6 system-ui,sans-serif}main{max-width:42rem;padding:2rem}h1{font-size:2rem;color:#7dd3fc}
li{margin:.5rem 0}</style></head><body><main>${body}</main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

export function troublePageUrl(trouble: KioskTrouble): string {
  const steps = trouble.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return pageUrl(
    trouble.title,
    `<h1>${escapeHtml(trouble.title)}</h1><ol>${steps}</ol><p>An operator can leave with Ctrl+Alt+Q (Cmd+Option+Q on a Mac).</p>`,
  );
}

export function restartingPageUrl(delayMs: number): string {
  const seconds = Math.max(1, Math.round(delayMs / 1000));
  return pageUrl(
    'Restarting',
    `<h1 role="status">Restarting…</h1><p>The booth will be back in about ${seconds} s.</p>`,
  );
}
