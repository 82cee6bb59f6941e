// Referrals at scale (issue 14): joins that carry a ?ref= code with referrals on (REFERRAL_BOOST=5)
// and off (0) in alternating turns on two servers seeded alike, GET /api/status/:token for random
// entries (place in line and the next referral's gain), and the admin's line in place order deep in
// the list. Run: node bench/referrals.mjs [--quick] [--sizes=100000] (or npm run bench -- --referrals).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { adminCookie, combine, summarise } from './http.mjs';
import { removeDataDir, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
const SESSION_SECRET = 'bench-session-secret-0123456789';
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A referral code per id, unique and in the store's alphabet. */
function codeFor(id) {
  let code = '';
  for (let value = id, index = 0; index < 10; index += 1, value = Math.floor(value / 31)) {
    code += ALPHABET[value % 31];
  }
  return code;
}

/** A data folder whose db.json holds `count` confirmed entries with every field of today's store. */
async function seedConfirmed(count) {
  const dataDir = await mkdtemp(join(tmpdir(), 'synapse-bench-referrals-'));
  const start = Date.now() - 30 * 24 * 3600 * 1000;
  const waitlist = [];
  for (let id = 1; id <= count; id += 1) {
    const createdAt = new Date(
      start + Math.floor((id / count) * 29 * 24 * 3600 * 1000),
    ).toISOString();
    waitlist.push({
      id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `seed-${id}@example.com`,
      company: '',
      hasConsented: true,
      position: id,
      createdAt,
      source: 'form',
      status: 'confirmed',
      confirmedAt: createdAt,
      invitedAt: null,
      activatedAt: null,
      referralCode: codeFor(id),
      consentVersion: '2026-11-23',
      consentAt: createdAt,
      unsubscribedAt: null,
      linkSentAt: null,
      referredBy: null,
      referralCount: 0,
      heldReason: null,
      referralFlag: null,
      networkHash: null,
    });
  }
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: count + 1,
    nextPosition: count + 1,
    nextUserId: 1,
    waitlist,
    users: [],
    sessions: {},
    nextOutboxId: 1,
    outbox: [],
  };
  await writeFile(join(dataDir, 'db.json'), JSON.stringify(snapshot), { mode: 0o600 });
  return dataDir;
}

let joined = 0;
/** Joins with a new address each, through the link of a random seeded entry. */
async function joinsWithRef(url, seconds, size) {
  const run = `${process.pid}-${Date.now()}`;
  const result = await autocannon({
    url: `${url}/api/waitlist/join`,
    connections: 100,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: JSON_HEADERS,
        setupRequest(request) {
          joined += 1;
          request.body = JSON.stringify({
            firstName: 'Bench',
            lastName: 'Friend',
            email: `friend-${run}-${joined}@example.com`,
            company: '',
            hasConsented: true,
            ref: codeFor(1 + Math.floor(Math.random() * size)),
            elapsedMs: 5_000,
          });
          return request;
        },
      },
    ],
  });
  return summarise(result);
}

/** GET /api/status/:token for random entries (tokens signed as the server signs them). */
async function statusPages(url, seconds, size, tokens) {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const id = 1 + Math.floor(Math.random() * size);
          request.path = `/api/status/${tokens.sign('status', id, new Date())}`;
          return request;
        },
      },
    ],
  });
  return summarise(result);
}

/** The admin's line in place order, 50 entries from the middle of the line: median and p95 of 30. */
async function adminLine(url, size) {
  const cookie = await adminCookie(url);
  const times = [];
  for (let call = 0; call < 30; call += 1) {
    const offset = Math.floor(size / 2) + call * 50;
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/line?offset=${offset}&limit=50`, {
      headers: { cookie },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/admin/line answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(times[15]), p95Ms: round(times[28]) };
}

const round = (value) => Math.round(value * 10) / 10;

export async function runReferralsBench({ sizes = [100_000], seconds = 10, turns = 2 } = {}) {
  const { LinkTokens } = await import(
    pathToFileURL(join(buildDir, 'node', 'server', 'loop', 'tokens.js')).href
  );
  const tokens = new LinkTokens(SESSION_SECRET);
  const rows = [];
  for (const size of sizes) {
    const onDir = await seedConfirmed(size);
    const offDir = await seedConfirmed(size);
    const env = { SESSION_SECRET, SMTP_URL: '' };
    const on = await startBenchServer({
      buildDir,
      dataDir: onDir,
      env: { ...env, REFERRAL_BOOST: '5' },
    });
    const off = await startBenchServer({
      buildDir,
      dataDir: offDir,
      env: { ...env, REFERRAL_BOOST: '0' },
    });
    try {
      const onRuns = [];
      const offRuns = [];
      const turn = Math.max(1, Math.round(seconds / turns));
      for (let index = 0; index < turns; index += 1) {
        onRuns.push(await joinsWithRef(on.url, turn, size));
        offRuns.push(await joinsWithRef(off.url, turn, size));
      }
      const joinsOn = combine(onRuns);
      const joinsOff = combine(offRuns);
      const status = await statusPages(on.url, seconds, size, tokens);
      const line = await adminLine(on.url, size);
      const row = {
        size,
        startupMs: Math.round(on.startupMs),
        joinsOn,
        joinsOff,
        onVsOff: round((joinsOn.requestsPerSecond / joinsOff.requestsPerSecond) * 100),
        status,
        line,
      };
      rows.push(row);
      console.log(
        `${size.toLocaleString('en')} entries: joins with a ref ${joinsOn.requestsPerSecond}/s ` +
          `(p99 ${joinsOn.p99Ms} ms) with referrals on, ${joinsOff.requestsPerSecond}/s off ` +
          `(${row.onVsOff}%); GET /api/status/:token ${status.requestsPerSecond}/s ` +
          `(p99 ${status.p99Ms} ms, ${status.errors} errors); admin line mid-list ` +
          `${line.medianMs} / ${line.p95Ms} ms (median / p95)`,
      );
    } finally {
      await Promise.all([on.stop(), off.stop()]);
      await Promise.all([removeDataDir(onDir), removeDataDir(offDir)]);
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const sizesArg = args.find((arg) => arg.startsWith('--sizes='));
  const sizes = sizesArg ? sizesArg.slice(8).split(',').map(Number) : [100_000];
  const rows = await runReferralsBench({ sizes, seconds: quick ? 3 : 10 });
  const targets = rows.map((row) => ({
    target: `${row.size.toLocaleString('en')} entries: joins/s with referrals on within 10% of off`,
    measured: `${row.onVsOff}%`,
    pass: row.onVsOff >= 90,
  }));
  for (const target of targets) {
    console.log(`${target.pass ? 'pass' : 'FAIL'}  ${target.target}: ${target.measured}`);
  }
}
