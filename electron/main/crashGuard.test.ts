import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CorruptDataFileError } from '../../server/store/errors';
import { vetoCloseUnlessQuitting } from './closePolicy';
import {
  createCrashGuard,
  MAX_RELAUNCHES,
  relaunchDecision,
  RELAUNCH_WINDOW_MS,
} from './crashGuard';
import { describeKioskTrouble, restartingPageUrl, troublePageUrl } from './errorPage';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'synapse-crash-'));
  folders.push(dir);
  return dir;
};

describe('the main process crash guard', () => {
  it('relaunches at most three times in ten minutes', () => {
    let history: number[] = [];
    const answers = [0, 1_000, 2_000, 3_000].map((at) => {
      const decision = relaunchDecision(history, at);
      history = decision.history;
      return decision.relaunch;
    });
    expect(answers).toEqual([true, true, true, false]);
    expect(relaunchDecision(history, RELAUNCH_WINDOW_MS + 1).relaunch).toBe(true);
  });

  it('remembers relaunches across processes in the data folder and logs each error there', () => {
    const dir = dataDir();
    let clock = 1_000;
    const allowed = Array.from({ length: MAX_RELAUNCHES + 1 }, () => {
      const guard = createCrashGuard(dir, () => (clock += 1_000));
      guard.log(new Error(`boom ${clock}`));
      return guard.mayRelaunch();
    });
    expect(allowed).toEqual([true, true, true, false]);
    const log = readFileSync(join(dir, 'kiosk-errors.log'), 'utf8');
    expect(log.match(/Error: boom/g)).toHaveLength(4);
  });
});

describe('what the booth screen says when the kiosk cannot run', () => {
  const log = '/data/kiosk-errors.log';

  it('names a damaged data file and says no sign-up is lost', () => {
    const trouble = describeKioskTrouble(new CorruptDataFileError('/data/db.json', 'bad'), log);
    expect(trouble.title).toBe('The booth cannot read its data file');
    expect(trouble.steps.join(' ')).toContain('/data/db.json is damaged');
  });

  it('tells a taken port and an unwritable folder apart', () => {
    const port = Object.assign(new Error('listen'), { code: 'EADDRINUSE' });
    const folder = Object.assign(new Error('open'), { code: 'EACCES', path: '/data' });
    expect(describeKioskTrouble(port, log).title).toBe('The booth cannot open its local server');
    expect(describeKioskTrouble(folder, log).steps[0]).toBe('The kiosk may not write to /data.');
  });

  it('renders a page with no script that escapes what it quotes', () => {
    const url = troublePageUrl({ title: 'A <b> title', steps: ['<script>x</script>'] });
    const html = decodeURIComponent(url.replace('data:text/html;charset=utf-8,', ''));
    expect(html).not.toContain('<script>');
    expect(html).toContain('A &#60;b&#62; title');
    expect(decodeURIComponent(restartingPageUrl(4_000))).toContain('back in about 4 s');
  });
});

describe('the kiosk window', () => {
  it('vetoes a close unless the operator is quitting', () => {
    let prevented = 0;
    const event = { preventDefault: () => prevented++ };
    vetoCloseUnlessQuitting(event, () => false);
    vetoCloseUnlessQuitting(event, () => true);
    expect(prevented).toBe(1);
  });
});
