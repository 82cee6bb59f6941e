import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListResponse, TeamListResponse, WaitlistEntry } from '../../src/shared/index.js';
import {
  buildServer,
  REPO_ROOT,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../testing/childServer.js';
import { signUp } from '../testing/fixtures.js';
import {
  databaseUrl,
  startTestPostgres,
  testsPostgres,
  type TestPostgres,
} from '../testing/postgres.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { joinedMember, ownerCall } from '../testing/teamMembers.js';
import { request } from '../testing/testServer.js';

/** Debian's pg_dump is 15 and refuses a newer server: the restore is tested on a PostgreSQL 15. */
const TOOLS = ['pg_dump', 'pg_restore', 'createdb'];
const FIRST_PASSWORD = 'first admin password 1';
const CHANGED_PASSWORD = 'a changed password that came through the dump';
const MEMBER = { email: 'mia@example.com', password: "mia's own team password" };
const SECRET = 'restore-test-session-secret-0123456789abcdef';
const REFERRERS = 12;

/** The blocks docs/deployment.md shows under "Backing up PostgreSQL", as one script. */
async function documentedCommands(): Promise<string> {
  const text = await readFile(join(REPO_ROOT, 'docs', 'deployment.md'), 'utf8');
  const section = text.split('### Backing up PostgreSQL')[1]!.split(/\n#{2,3} /)[0]!;
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(blocks.join('')).toMatch(/pg_dump[\s\S]*pg_restore/);
  return blocks.join('\n');
}

function runShell(script: string, cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      ['-euo', 'pipefail', '-c', script],
      { cwd, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

const onPath = (tool: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, tool)));

/** A join from its own client network (TRUST_PROXY=1), so that a referral between two counts. */
async function joinFrom(url: string, email: string, network: string, ref?: string, status = 201) {
  const answer = await request(`${url}/api/waitlist/join`, {
    body: signUp(email, ref ? { ref } : {}),
    headers: { 'x-forwarded-for': `10.${network}.1` },
  });
  expect(answer.status, answer.text).toBe(status);
  return answer.body as { position: number; referralUrl: string; alreadyOnList: boolean };
}

/** Every entry, oldest first, as the admin's list shows it (the first owner signed in). */
async function listAll(url: string): Promise<WaitlistEntry[]> {
  const owner = await ownerCall({ url }, CHANGED_PASSWORD);
  const entries: WaitlistEntry[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = (await owner(`/api/admin/waitlist?limit=500&offset=${offset}&sort=joined&dir=asc`))
      .body as AdminListResponse;
    entries.push(...page.entries);
    if (page.entries.length < 500) return entries;
  }
}

async function teamOf(url: string): Promise<TeamListResponse['members']> {
  const owner = await ownerCall({ url }, CHANGED_PASSWORD);
  return ((await owner('/api/admin/users')).body as TeamListResponse).members;
}

describe.skipIf(!testsPostgres())(
  'PostgreSQL backed up with the commands of docs/deployment.md',
  () => {
    let postgres: TestPostgres;
    let build: ServerBuild;
    let work: string;
    let smtp: SmtpCatcher;
    const running: ChildServer[] = [];

    beforeAll(async () => {
      const missing = TOOLS.filter((tool) => !onPath(tool));
      if (missing.length > 0) {
        throw new Error(
          `${missing.join(', ')} not on PATH: install PostgreSQL's client tools (apt-get install -y postgresql-client)`,
        );
      }
      postgres = await startTestPostgres({ major: 15 });
      build = await buildServer();
      work = await mkdtemp(join(tmpdir(), 'synapse-pg-restore-'));
      smtp = await startSmtpCatcher(); // the team member's invitation
    });
    afterAll(async () => {
      for (const server of running) await server.kill();
      await postgres?.stop();
      await smtp?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    const start = async (url: string, env: Record<string, string> = {}) => {
      const dataDir = await mkdtemp(join(work, 'data-'));
      const server = await startChildServer({
        build,
        dataDir,
        env: {
          DATABASE_URL: url,
          SESSION_SECRET: SECRET,
          ADMIN_PASSWORD: FIRST_PASSWORD,
          DOUBLE_OPT_IN: 'off',
          BOT_CHECK: 'off',
          TRUST_PROXY: '1',
          SMTP_URL: smtp.url,
          ...env,
        },
      });
      running.push(server);
      return server;
    };

    /** A deployment's own user, owner of its database, not a superuser (as a host gives one). */
    async function deploymentDatabase(): Promise<{ live: string; restored: string }> {
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      try {
        expect((await admin.query('SHOW server_version_num')).rows[0].server_version_num).toMatch(
          /^15/,
        );
        await admin.query(`CREATE ROLE deployment LOGIN CREATEDB PASSWORD 'deployment-secret'`);
        await admin.query('CREATE DATABASE synapse OWNER deployment');
      } finally {
        await admin.end();
      }
      const base = new URL(postgres.adminUrl);
      base.username = 'deployment';
      base.password = 'deployment-secret';
      return {
        live: databaseUrl(base.toString(), 'synapse'),
        restored: databaseUrl(base.toString(), 'synapse_restored'),
      };
    }

    it('restores every acknowledged entry, referral and admin account, and the restored server takes joins', async () => {
      const urls = await deploymentDatabase();
      // The server migrates the empty database itself: the schema runs on PostgreSQL 15.
      const live = await start(urls.live);

      for (let index = 0; index < REFERRERS; index += 1) {
        const referrer = await joinFrom(live.url, `referrer${index}@example.com`, `1.${index}`);
        const code = new URL(referrer.referralUrl).searchParams.get('ref')!;
        for (let friend = 0; friend < 2; friend += 1) {
          await joinFrom(
            live.url,
            `friend${index}-${friend}@example.com`,
            `2.${index * 2 + friend}`,
            code,
          );
        }
      }
      // Two accounts: the first owner, its password changed, and a member who joined the team.
      const owner = await ownerCall(live, FIRST_PASSWORD);
      await joinedMember(live, smtp, owner, MEMBER.email, 'manager', MEMBER.password);
      const changed = await owner('/api/admin/change-password', {
        body: { currentPassword: FIRST_PASSWORD, newPassword: CHANGED_PASSWORD },
      });
      expect(changed.status, changed.text).toBe(204);
      const team = await teamOf(live.url);
      expect(team.map((member) => member.username)).toEqual(['admin', MEMBER.email]);

      // Joins go on while the dump is taken, as the docs say they may.
      let loading = true;
      const load = (async () => {
        for (let n = 0; loading; n += 1)
          await joinFrom(live.url, `during${n}@example.com`, `3.${n % 200}`);
      })();
      const before = await listAll(live.url);
      await runShell(await documentedCommands(), work, {
        DATABASE_URL: urls.live,
        RESTORED_URL: urls.restored,
      });
      loading = false;
      await load;
      expect(
        (await readdir(work)).filter((name) => /^synapse-\d{8}T\d{6}Z\.dump$/.test(name)),
      ).toHaveLength(1);
      await live.stop();

      // A password of its own: the restored users are the dump's, so it is not the one that works.
      const restored = await start(urls.restored, { ADMIN_PASSWORD: 'not the restored password' });
      expect(await teamOf(restored.url)).toEqual(team);
      const memberLogin = await request(`${restored.url}/api/login`, {
        body: { username: MEMBER.email, password: MEMBER.password },
      });
      expect(memberLogin.status, memberLogin.text).toBe(200);
      const after = new Map((await listAll(restored.url)).map((e) => [e.email, e]));
      expect(before.map((entry) => after.get(entry.email))).toEqual(before);
      const counted = before.filter((entry) => entry.referralCount === 2);
      expect(counted.map((entry) => entry.email).sort()).toEqual(
        Array.from({ length: REFERRERS }, (_, index) => `referrer${index}@example.com`).sort(),
      );

      const next = await joinFrom(restored.url, 'after-restore@example.com', '4.1');
      expect(next.alreadyOnList).toBe(false);
      expect(next.position).toBeGreaterThan(
        Math.max(...[...after.values()].map((e) => e.position)),
      );
      expect(
        (await joinFrom(restored.url, 'referrer0@example.com', '4.2', undefined, 200)).position,
      ).toBe(before.find((entry) => entry.email === 'referrer0@example.com')!.position);
    }, 180_000);
  },
);
