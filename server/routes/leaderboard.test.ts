import { afterEach, describe, expect, it } from 'vitest';
import {
  GROWTH_TEXTS,
  type LeaderboardChoice,
  type PublicLeaderboard,
} from '../../src/shared/index.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { adminSession } from '../testing/adminSession.js';
import { newEntry } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 29, item 4: the public leaderboard of referrers. */
let server: TestServer;
let clock = Date.now();
afterEach(async () => {
  await server.dispose();
});

const start = (leaderboard: boolean) =>
  startTestServer({ leaderboard, referralDailyCap: 0, now: () => clock });
const board = () => request(`${server.url}/api/leaderboard`);

/**
 * A referrer named `Ref<n> Lovelace` (or the first name given) whose link brought `friends`
 * confirmed sign-ups.
 */
async function referrer(n: number, friends: number, firstName = `Ref${n}`) {
  const { entry } = await server.store.join(
    newEntry(`ref${n}@example.com`, { firstName, lastName: 'lovelace' }),
  );
  const ids: number[] = [];
  for (let friend = 0; friend < friends; friend += 1) {
    const joined = await server.store.join(
      newEntry(`friend${n}.${friend}@example.com`, {
        ref: entry.referralCode,
        networkHash: `network-${n}-${friend}`,
      }),
    );
    ids.push(joined.entry.id);
  }
  await server.store.updateEntries({ ids }, (friend) => ({
    entry: { ...friend, status: 'confirmed', confirmedAt: new Date(clock).toISOString() },
    messages: [],
  }));
  return entry;
}

/** The person's own status link (DELETE erases them). */
async function statusUrl(entryId: number): Promise<string> {
  const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
  return `${server.url}/api/status/${tokens.sign('status', entryId, new Date())}`;
}
const statusLink = async (entryId: number) => `${await statusUrl(entryId)}/leaderboard`;
const rowsOf = async () => ((await board()).body as PublicLeaderboard).rows;
const admin = () => adminSession(server, server.config.adminPassword ?? '');

describe('the public leaderboard', () => {
  it('is not public unless LEADERBOARD is on', async () => {
    server = await start(false);
    const response = await board();
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: GROWTH_TEXTS.leaderboardOff });
  });

  it('lists the top 10 referrers by counted referrals, as first name and initial, never an address', async () => {
    server = await start(true);
    const top = [];
    for (let n = 1; n <= 12; n += 1) top.push(await referrer(n, n));
    await server.store.join(newEntry('nobody@example.com', { firstName: 'No', lastName: 'Body' }));

    // The busiest referrer leaves the board from their status page.
    const link = await statusLink(top[11]!.id);
    expect((await request(link)).body).toEqual({ enabled: true, hidden: false });
    const left = await request(link, { method: 'PUT', body: { hidden: true } });
    expect(left.body).toEqual({ enabled: true, hidden: true } satisfies LeaderboardChoice);

    const response = await board();
    expect(response.status).toBe(200);
    const { rows } = response.body as PublicLeaderboard;
    expect(rows).toEqual([
      { rank: 1, name: 'Anonymous', referrals: 12 },
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((n, index) => ({
        rank: index + 2,
        name: `Ref${n} L.`,
        referrals: n,
      })),
    ]);
    expect(response.text).not.toContain('@');
    expect(response.text).not.toContain('lovelace');
  });

  it('answers 1,000 requests from one computation, and computes afresh a minute later', async () => {
    server = await start(true);
    await referrer(1, 2);
    const topReferrers = server.store.topReferrers.bind(server.store);
    let computations = 0;
    server.store.topReferrers = (limit) => {
      computations += 1;
      return topReferrers(limit);
    };
    const answers: PublicLeaderboard[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const responses = await Promise.all(Array.from({ length: 100 }, () => board()));
      for (const response of responses) {
        expect(response.status).toBe(200);
        answers.push(response.body as PublicLeaderboard);
      }
    }
    expect(answers).toHaveLength(1_000);
    expect(computations).toBe(1);
    expect(new Set(answers.map((answer) => answer.computedAt)).size).toBe(1);
    expect(answers[0]!.rows).toEqual([{ rank: 1, name: 'Ref1 L.', referrals: 2 }]);

    clock += 59_000;
    await board();
    expect(computations).toBe(1);
    clock += 2_000;
    await board();
    expect(computations).toBe(2);
  });

  it('ranks ties alike and skips past them: 1, 2, 2, 4 (issue 44, item 7)', async () => {
    server = await start(true);
    await referrer(1, 5);
    await referrer(2, 3);
    await referrer(3, 3);
    await referrer(4, 1);

    const { rows } = (await board()).body as PublicLeaderboard;
    expect(rows.map((row) => [row.rank, row.referrals])).toEqual([
      [1, 5],
      [2, 3],
      [2, 3],
      [4, 1],
    ]);
  });

  it('lists a referrer whose first name is an e-mail address or a URL as "Anonymous"', async () => {
    server = await start(true);
    await referrer(1, 4, 'jane.private@example.com');
    await referrer(2, 3, 'https://evil.test/win');
    await referrer(3, 2, 'www.evil.test');
    await referrer(4, 1);

    const response = await board();
    expect((response.body as PublicLeaderboard).rows).toEqual([
      { rank: 1, name: 'Anonymous', referrals: 4 },
      { rank: 2, name: 'Anonymous', referrals: 3 },
      { rank: 3, name: 'Anonymous', referrals: 2 },
      { rank: 4, name: 'Ref4 L.', referrals: 1 },
    ]);
    expect(response.text).not.toContain('@');
    expect(response.text).not.toContain('evil');
  });
});

/**
 * Issue 38, item 7: the board is cached for a minute, but whoever leaves it, erases their data or
 * is deleted by the admin is off it on the very next request (the clock does not move).
 */
describe('the public leaderboard after someone leaves it', () => {
  const removals: [string, (id: number) => Promise<{ status: number }>, string | null][] = [
    [
      'leaves it from their status page',
      async (id) => request(await statusLink(id), { method: 'PUT', body: { hidden: true } }),
      'Anonymous',
    ],
    [
      'erases their data from their status link',
      async (id) => request(await statusUrl(id), { method: 'DELETE' }),
      null,
    ],
    [
      'is deleted by the admin',
      async (id) => (await admin())(`/waitlist/${id}`, { method: 'DELETE' }),
      null,
    ],
    [
      "is deleted in the admin's bulk delete",
      async (id) => (await admin())('/waitlist/delete', { method: 'POST', body: { ids: [id] } }),
      null,
    ],
  ];

  it.each(removals)(
    'stops showing a referrer who %s, on the very next request',
    async (_how, remove, shownAs) => {
      server = await start(true);
      const leaving = await referrer(1, 2);
      await referrer(2, 1);
      expect(await rowsOf()).toEqual([
        { rank: 1, name: 'Ref1 L.', referrals: 2 },
        { rank: 2, name: 'Ref2 L.', referrals: 1 },
      ]);

      expect((await remove(leaving.id)).status).toBeLessThan(300);
      const stays = { name: 'Ref2 L.', referrals: 1 };
      expect(await rowsOf()).toEqual(
        shownAs === null
          ? [{ rank: 1, ...stays }]
          : [
              { rank: 1, name: shownAs, referrals: 2 },
              { rank: 2, ...stays },
            ],
      );
    },
  );
});
