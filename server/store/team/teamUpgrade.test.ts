import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage, TeamListResponse } from '../../../src/shared/index.js';
import { hashPassword } from '../../auth/password.js';
import { callerWith } from '../../testing/teamMembers.js';
import {
  makeDataDir,
  request,
  startTestServer,
  type TestServer,
} from '../../testing/testServer.js';
import { DATA_FILE } from '../lowdb/dataFolder.js';

/**
 * Issue 40, item 4, on lowdb (the PostgreSQL side: postgres/upgrade.test.ts): a data folder as
 * the build before the team wrote it keeps working; its "admin" is the first owner with the
 * same password, two-factor and audit history, and ADMIN_PASSWORD does not replace it.
 */
const PASSWORD = 'the password from before';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let server: TestServer | undefined;
afterEach(() => server?.dispose());

async function folderBeforeTheTeam(): Promise<string> {
  const dataDir = await makeDataDir();
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: 1,
    nextPosition: 1,
    nextUserId: 2,
    waitlist: [],
    users: [
      {
        id: 1,
        username: 'admin',
        passwordHash: await hashPassword(PASSWORD),
        createdAt: '2026-03-02T10:30:29.000Z',
      },
    ],
    sessions: {},
    adminSecurity: {
      loginFailures: {},
      twoFactor: {
        admin: { secret: SECRET, enabledAt: 0, recoveryCodeHashes: [], lastStep: 0 },
      },
      audit: [
        {
          id: 1,
          at: '2026-03-02T10:31:30.000Z',
          action: 'export',
          actor: 'admin',
          ip: '203.0.113.7',
          detail: 'waitlist CSV',
        },
      ],
    },
  };
  await writeFile(join(dataDir, DATA_FILE), JSON.stringify(snapshot));
  return dataDir;
}

describe('a data folder from before the team', () => {
  it('keeps its admin as the first owner, with its password, two-factor and history', async () => {
    const dataDir = await folderBeforeTheTeam();
    server = await startTestServer({ adminPassword: 'an ADMIN_PASSWORD set later on' }, dataDir);
    const login = (body: Record<string, string>) =>
      request(`${server!.url}/api/login`, { body: { username: 'admin', ...body } });
    expect((await login({ password: 'an ADMIN_PASSWORD set later on' })).status).toBe(401);
    expect((await login({ password: PASSWORD })).body).toEqual({ twoFactorRequired: true });
    const code = await generate({ secret: SECRET });
    const signedIn = await login({ password: PASSWORD, code });
    expect(signedIn.body).toEqual({ username: 'admin', email: null, name: '', role: 'owner' });

    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('synapse.sid='));
    const owner = callerWith(server, cookie!.split(';')[0]!);
    const team = (await owner('/api/admin/users')).body as TeamListResponse;
    expect(team.members).toEqual([
      expect.objectContaining({ id: 1, username: 'admin', role: 'owner', twoFactor: true }),
    ]);
    const history = ((await owner('/api/admin/audit')).body as AuditPage).events;
    expect(history.at(-1)).toMatchObject({ action: 'export', actor: 'admin', ip: '203.0.113.7' });

    // Upgraded in place: the next start reads the owner back as it was written.
    server = await server.restart();
    expect((await server.store.findUser('admin'))?.role).toBe('owner');
  });
});
