import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, type WaitlistEntry } from '../../src/shared/index.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { makeDataDir } from '../testing/testServer.js';
import { LowdbStore } from './lowdb/lowdbStore.js';
import { PostgresStore } from './postgres/postgresStore.js';
import type { Store } from './types.js';
import { newEntry } from '../testing/fixtures.js';
import { unsubscribeEntry } from '../loop/lifecycle.js';
import { approveReview, rejectReferral } from '../referrals/review.js';

/** One clock for every store under test, moved by the tests; never the wall clock. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

/** What a test may set on a store it opens: REFERRAL_DAILY_CAP (10 unless said). */
interface StoreSettings {
  referralDailyCap?: number;
}

interface StoreKind {
  name: string;
  setUp(): Promise<void>;
  /** A new, empty store (lowdb: the test's data folder, which starts empty). */
  open(settings?: StoreSettings): Promise<Store>;
  /** The same data again, as a restarted process would open it. */
  reopen(): Promise<Store>;
  tearDown(): Promise<void>;
}

let postgres: TestPostgres | undefined;
let dataDir: string | undefined;
let databaseUrl: string | undefined;

const kinds: StoreKind[] = [
  {
    name: 'lowdb',
    setUp: async () => undefined,
    open: async (settings = {}) => {
      dataDir ??= await makeDataDir();
      return LowdbStore.open({ dataDir, now, ...settings });
    },
    reopen: async () => LowdbStore.open({ dataDir: dataDir!, now }),
    tearDown: async () => undefined,
  },
  {
    name: 'postgres',
    setUp: async () => {
      postgres = await startTestPostgres();
    },
    open: async (settings = {}) => {
      databaseUrl = await postgres!.createDatabase();
      return PostgresStore.open({ databaseUrl, now, ...settings });
    },
    reopen: async () => PostgresStore.open({ databaseUrl: databaseUrl!, now }),
    tearDown: async () => postgres?.stop(),
  },
];

async function collect(entries: AsyncIterable<WaitlistEntry>): Promise<WaitlistEntry[]> {
  const all: WaitlistEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
}

describe.each(kinds)('the $name store', (kind) => {
  let store: Store;
  beforeAll(() => kind.setUp());
  afterAll(() => kind.tearDown());
  beforeEach(async () => {
    clock = new Date('2026-03-10T12:00:00.000Z');
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('is the kind it says', () => {
    expect(store.kind).toBe(kind.name);
  });

  it('stores a join with the next position, the trimmed address and the time', async () => {
    const first = await store.join(newEntry('  ada@example.com '));
    expect(first).toEqual({
      alreadyOnList: false,
      entry: {
        id: expect.any(Number),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        hasConsented: true,
        position: 1,
        createdAt: '2026-03-10T12:00:00.000Z',
        source: 'form',
        status: 'waiting',
        confirmedAt: null,
        invitedAt: null,
        activatedAt: null,
        referralCode: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/),
        consentVersion: CONSENT_VERSION,
        consentAt: '2026-03-10T12:00:00.000Z',
        unsubscribedAt: null,
        linkSentAt: '2026-03-10T12:00:00.000Z',
        referredBy: null,
        referralCount: 0,
        heldReason: null,
        referralFlag: null,
        networkHash: null,
      },
    });
    const second = await store.join(newEntry('grace@example.com', { source: 'terminal' }));
    expect(second.entry.position).toBe(2);
    expect(second.entry.source).toBe('terminal');
    expect(await store.count()).toBe(2);
  });

  it('answers the existing position for the same address in another case, using up no number', async () => {
    await store.join(newEntry('ada@example.com'));
    const again = await store.join(newEntry('  ADA@Example.COM ', { firstName: 'Someone' }));
    expect(again.alreadyOnList).toBe(true);
    expect(again.entry).toMatchObject({ position: 1, firstName: 'Ada', email: 'ada@example.com' });
    expect(await store.count()).toBe(1);
    expect((await store.join(newEntry('grace@example.com'))).entry.position).toBe(2);
  });

  it('sends a repeated join its link again at most every 10 minutes, and never for a new entry', async () => {
    const emails = async () =>
      (await store.listOutbox({ offset: 0, limit: 50 })).messages.map((message) => ({
        to: message.to,
        template: message.payload.template,
      }));
    await Promise.all([
      store.join(newEntry('ada@example.com')),
      store.join(newEntry('grace@example.com')),
    ]);
    await store.join(newEntry('ADA@example.com'));
    expect(await emails()).toHaveLength(2); // the two confirmations, nothing for the repeat
    clock = new Date(clock.getTime() + 11 * 60_000);
    const [again, fresh] = await Promise.all([
      store.join(newEntry(' ada@Example.com')),
      store.join(newEntry('alan@example.com')),
    ]);
    expect([again.alreadyOnList, fresh.alreadyOnList]).toEqual([true, false]);
    expect(again.entry.position).toBe(1);
    expect(await emails()).toEqual(
      expect.arrayContaining([
        { to: 'ada@example.com', template: 'confirmation' },
        { to: 'alan@example.com', template: 'confirmation' },
      ]),
    );
    expect(await emails()).toHaveLength(4);
    await store.join(newEntry('ada@example.com'));
    expect(await emails()).toHaveLength(4);
  });

  it('never reuses a position after a delete, not even the last one', async () => {
    await store.join(newEntry('a@example.com'));
    const b = await store.join(newEntry('b@example.com'));
    const c = await store.join(newEntry('c@example.com'));
    expect(await store.deleteEntry(c.entry.id)).toBe(true);
    expect(await store.deleteEntry(b.entry.id)).toBe(true);
    expect(await store.deleteEntry(b.entry.id)).toBe(false);
    expect((await store.join(newEntry('d@example.com'))).entry.position).toBe(4);
    expect((await store.join(newEntry('c@example.com'))).entry.position).toBe(5);
    expect(await store.count()).toBe(3);
  });

  it('gives concurrent joins distinct positions and one entry per address', async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `p${index}@example.com`);
    const results = await Promise.all(
      [...emails, ...emails.map((email) => ` ${email.toUpperCase()}`)].map((email) =>
        store.join(newEntry(email)),
      ),
    );
    const positionByEmail = new Map<string, number>();
    for (const { entry } of results) {
      const known = positionByEmail.get(entry.email);
      if (known !== undefined) expect(entry.position).toBe(known);
      positionByEmail.set(entry.email, entry.position);
    }
    // Racing duplicates use up no number either: the positions are exactly 1 to 60.
    expect([...positionByEmail.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => !result.alreadyOnList)).toHaveLength(60);
    expect(await store.count()).toBe(60);
  });

  describe('listing', () => {
    beforeEach(async () => {
      await store.join(newEntry('ada@example.com'));
      await store.join(
        newEntry('grace@navy.mil', { firstName: 'Grace', lastName: 'Hopper', company: 'US Navy' }),
      );
      await store.join(
        newEntry('linus@kernel.org', { firstName: 'Linus', lastName: 'Torvalds', company: '' }),
      );
      await store.join(
        newEntry('margaret@nasa.gov', {
          firstName: 'Margaret',
          lastName: 'Hamilton',
          company: 'NASA 100%',
        }),
      );
    });

    it('pages newest first with the total', async () => {
      const page = await store.listEntries({ search: '', offset: 1, limit: 2 });
      expect(page.entries.map((entry) => entry.position)).toEqual([3, 2]);
      expect(page).toMatchObject({ total: 4, matching: 4 });
      const past = await store.listEntries({ search: '', offset: 10, limit: 2 });
      expect(past).toEqual({ entries: [], total: 4, matching: 4 });
    });

    it('finds a substring of a name, an address or a company in any case', async () => {
      const byName = await store.listEntries({ search: 'HOPP', offset: 0, limit: 10 });
      expect(byName.entries.map((entry) => entry.email)).toEqual(['grace@navy.mil']);
      expect(byName).toMatchObject({ total: 4, matching: 1 });
      const byCompany = await store.listEntries({ search: 'nasa', offset: 0, limit: 10 });
      expect(byCompany.entries.map((entry) => entry.email)).toEqual(['margaret@nasa.gov']);
      const byDomain = await store.listEntries({ search: '.org', offset: 0, limit: 10 });
      expect(byDomain.entries.map((entry) => entry.firstName)).toEqual(['Linus']);
      const many = await store.listEntries({ search: 'a', offset: 1, limit: 1 });
      expect(many.matching).toBe(4);
      expect(many.entries.map((entry) => entry.position)).toEqual([3]);
    });

    it('takes %, _ and \\ in a search literally', async () => {
      const percent = await store.listEntries({ search: '100%', offset: 0, limit: 10 });
      expect(percent.entries.map((entry) => entry.firstName)).toEqual(['Margaret']);
      for (const search of ['%', '_', '\\', 'a_a']) {
        const none = await store.listEntries({ search: `${search}zz`, offset: 0, limit: 10 });
        expect(none).toMatchObject({ entries: [], matching: 0, total: 4 });
      }
    });

    it('does not match across two fields', async () => {
      const none = await store.listEntries({ search: 'adalovelace', offset: 0, limit: 10 });
      expect(none.matching).toBe(0);
    });

    it('exports every entry by position, and stops cleanly when the reader stops', async () => {
      const deleted = (await store.listEntries({ search: 'linus', offset: 0, limit: 1 }))
        .entries[0]!;
      await store.deleteEntry(deleted.id);
      const all = await collect(store.exportEntries());
      expect(all.map((entry) => entry.position)).toEqual([1, 2, 4]);
      expect(all[0]).toMatchObject({ email: 'ada@example.com', company: 'Analytical Engines' });
      for await (const entry of store.exportEntries()) {
        expect(entry.position).toBe(1);
        break;
      }
      expect(await store.count()).toBe(3);
    });
  });

  it('counts sign-ups by source and by day over 30 days', async () => {
    clock = new Date('2026-02-01T10:00:00.000Z'); // older than 30 days: counted in total only
    await store.join(newEntry('old@example.com'));
    clock = new Date('2026-03-01T23:59:59.000Z');
    await store.join(newEntry('k@example.com', { source: 'kiosk' }));
    clock = new Date('2026-03-10T00:00:00.000Z');
    await store.join(newEntry('t1@example.com', { source: 'terminal' }));
    await store.join(newEntry('t2@example.com', { source: 'terminal' }));
    clock = new Date('2026-03-10T18:00:00.000Z');
    const stats = await store.stats();
    expect(stats.total).toBe(4);
    expect(stats.bySource).toEqual({ form: 1, terminal: 2, kiosk: 1, api: 0 });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0]).toEqual({ day: '2026-02-09', count: 0 });
    expect(stats.perDay[29]).toEqual({ day: '2026-03-10', count: 2 });
    expect(stats.perDay.find((day) => day.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      count: 1,
    });
    expect(stats.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('keeps users: created once, found by name, password changed', async () => {
    expect(await store.findUser('admin')).toBeUndefined();
    expect(await store.createUser('admin', 'hash-1')).toBe(true);
    expect(await store.createUser('admin', 'hash-2')).toBe(false);
    expect(await store.findUser('admin')).toMatchObject({
      username: 'admin',
      passwordHash: 'hash-1',
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    await store.setPasswordHash('admin', 'hash-3');
    expect((await store.findUser('admin'))?.passwordHash).toBe('hash-3');
    await store.setPasswordHash('nobody', 'hash-4');
    expect(await store.findUser('nobody')).toBeUndefined();
  });

  it('keeps sessions until they expire or are destroyed', async () => {
    const expiresAt = clock.getTime() + 60_000;
    await store.setSession('sid-1', {
      data: { username: 'admin', cookie: { path: '/' } },
      expiresAt,
    });
    expect(await store.getSession('sid-1')).toEqual({
      data: { username: 'admin', cookie: { path: '/' } },
      expiresAt,
    });
    await store.setSession('sid-1', { data: { username: 'root' }, expiresAt });
    expect((await store.getSession('sid-1'))?.data).toEqual({ username: 'root' });
    clock = new Date(expiresAt + 1);
    expect(await store.getSession('sid-1')).toBeUndefined();
    await store.setSession('sid-2', { data: {}, expiresAt: clock.getTime() + 1000 });
    await store.destroySession('sid-2');
    expect(await store.getSession('sid-2')).toBeUndefined();
    expect(await store.getSession('never')).toBeUndefined();
  });

  it('claims only the outbox kinds a sender asks for, leaving the others unleased', async () => {
    await store.join(newEntry('ada@example.com', { doubleOptIn: true }));
    const lease = new Date(clock.getTime() + 60_000);
    expect(await store.claimOutbox(now(), 10, lease, ['webhook'])).toEqual([]);
    const claimed = await store.claimOutbox(now(), 10, lease, ['email']);
    expect(claimed.map((message) => [message.kind, message.to])).toEqual([
      ['email', 'ada@example.com'],
    ]);
    expect(await store.claimOutbox(now(), 10, lease)).toEqual([]);
  });

  it('keeps everything across a reopen', async () => {
    await store.join(newEntry('ada@example.com'));
    await store.createUser('admin', 'hash');
    await store.close();
    store = await kind.reopen();
    expect(await store.count()).toBe(1);
    expect((await store.findUser('admin'))?.passwordHash).toBe('hash');
    expect((await store.join(newEntry('grace@example.com'))).entry.position).toBe(2);
  });

  it('claims the soonest due first across kinds, each once until its lease ends, nothing early', async () => {
    const { entry } = await store.join(newEntry('ada@example.com'));
    const draft = (kind: 'email' | 'webhook', to: string) => ({
      kind,
      entryId: entry.id,
      to,
      payload: {},
    });
    for (let index = 0; index < 30; index += 1) {
      await store.updateEntries({ ids: [entry.id] }, (stored) => ({
        entry: stored,
        messages: [
          draft('email', `mail-${index}@example.com`),
          ...(index % 10 === 0 ? [draft('webhook', `https://hooks.example.com/${index}`)] : []),
        ],
      }));
      clock = new Date(clock.getTime() + 1000);
    }
    const lease = new Date(clock.getTime() + 60_000);
    // Without SMTP a process asks for webhooks only: the thirty e-mails are not its to hold.
    const hooks = await store.claimOutbox(now(), 10, lease, ['webhook']);
    expect(hooks.map((message) => message.to)).toEqual(
      [0, 10, 20].map((index) => `https://hooks.example.com/${index}`),
    );
    const first = await store.claimOutbox(now(), 4, lease, ['email', 'webhook']);
    // The join's own confirmation came first.
    expect(first.map((message) => message.to)).toEqual([
      'ada@example.com',
      ...[0, 1, 2].map((index) => `mail-${index}@example.com`),
    ]);
    const next = await store.claimOutbox(now(), 2, lease, ['email']);
    expect(next.map((message) => message.to)).toEqual(['mail-3@example.com', 'mail-4@example.com']);
    // Not due yet: nothing claimed before its time.
    expect(await store.claimOutbox(new Date('2020-01-01T00:00:00Z'), 10, lease, ['email'])).toEqual(
      [],
    );
  });

  describe('one inbox, one entry (issue 24)', () => {
    it('answers a join of the same inbox in another spelling with the first entry, kept as typed', async () => {
      const first = await store.join(newEntry('x+1@example.com'));
      const gmail = await store.join(newEntry('a.b.c@gmail.com'));
      for (const [typed, original] of [
        ['x+2@example.com', first],
        [' X@Example.com', first],
        ['abc@googlemail.com', gmail],
        ['A.B.C+farm@gmail.com', gmail],
      ] as const) {
        const again = await store.join(newEntry(typed));
        expect([typed, again.alreadyOnList, again.entry.id, again.entry.position]).toEqual([
          typed,
          true,
          original.entry.id,
          original.entry.position,
        ]);
      }
      // Spellings of one new inbox racing each other: one entry, one number.
      const racing = await Promise.all(
        ['y+1@example.com', 'y+2@example.com', 'Y@example.com'].map((email) =>
          store.join(newEntry(email)),
        ),
      );
      expect(racing.filter((result) => !result.alreadyOnList)).toHaveLength(1);
      expect(new Set(racing.map((result) => result.entry.id)).size).toBe(1);
      const emails = (await collect(store.exportEntries())).map((entry) => entry.email);
      expect(emails).toEqual(['x+1@example.com', 'a.b.c@gmail.com', expect.stringMatching(/^y/i)]);
      expect((await store.join(newEntry('z@example.com'))).entry.position).toBe(4);
    });

    it('merges a synced batch by inbox', async () => {
      const { entry } = await store.join(newEntry('x+1@example.com'));
      const synced = (email: string, externalId: string) => ({
        ...newEntry(email, { source: 'kiosk' }),
        externalId,
        createdAt: '2026-03-09T10:00:00.000Z',
        event: 'expo',
        consentVersion: 'API key "Booth"',
      });
      const outcomes = await store.importEntries([
        synced('X+booth@example.com', 'booth-1'),
        synced('new+a@example.com', 'booth-2'),
        synced('new+b@example.com', 'booth-3'),
      ]);
      expect(outcomes.map(({ externalId, created }) => [externalId, created])).toEqual([
        ['booth-1', false],
        ['booth-2', true],
        ['booth-3', false],
      ]);
      expect(outcomes[0]!.id).toBe(entry.id);
      expect(outcomes[2]!.id).toBe(outcomes[1]!.id);
      expect(await store.count()).toBe(2);
    });

    it('keeps an unsubscribed entry unsubscribed when its address joins again, and sends nothing', async () => {
      const { entry } = await store.join(newEntry('ada@example.com'));
      await store.updateEntries({ ids: [entry.id] }, unsubscribeEntry(now()));
      const queued = async () => (await store.listOutbox({ offset: 0, limit: 50 })).total;
      const before = await queued();
      clock = new Date(clock.getTime() + 11 * 60_000); // past the 10 minutes between links
      for (const typed of ['ada@example.com', 'ADA+again@example.com']) {
        const again = await store.join(newEntry(typed));
        expect(again.alreadyOnList).toBe(true);
      }
      expect((await store.findEntry(entry.id))!.unsubscribedAt).toBe('2026-03-10T12:00:00.000Z');
      expect(await queued()).toBe(before);
    });
  });

  describe('referrals (issue 14)', () => {
    const setEntry = (id: number, fields: Partial<WaitlistEntry>) =>
      store.updateEntries({ ids: [id] }, (entry) => ({
        entry: { ...entry, ...fields },
        messages: [],
      }));
    const confirm = (id: number) =>
      setEntry(id, { status: 'confirmed', confirmedAt: now().toISOString() });
    const place = async (id: number) =>
      (await store.placeInLine((await store.findEntry(id))!, false)).place;

    /** Ten confirmed entries, positions 1 to 10, each from its own network. */
    async function line(): Promise<WaitlistEntry[]> {
      const entries: WaitlistEntry[] = [];
      for (let index = 1; index <= 10; index += 1) {
        const { entry } = await store.join(
          newEntry(`person${index}@example.com`, { networkHash: `net-${index}` }),
        );
        await confirm(entry.id);
        entries.push(entry);
      }
      return entries;
    }

    it('moves the referrer up REFERRAL_BOOST places once the referred entry is confirmed', async () => {
      const entries = await line();
      const referrer = entries[9]!;
      expect(await place(referrer.id)).toBe(10);
      const { entry: friend } = await store.join(
        newEntry('friend@example.com', {
          ref: referrer.referralCode.toLowerCase(),
          networkHash: 'other',
        }),
      );
      expect(friend.referredBy).toBe(referrer.id);
      expect(await place(referrer.id)).toBe(10); // waiting: not counted yet
      await confirm(friend.id);
      expect((await store.findEntry(referrer.id))!.referralCount).toBe(1);
      // Score 10 - 5 = 5 ties with position 5, which keeps its place: up from #10 to #6.
      expect(await place(referrer.id)).toBe(6);
      // The next one would take it from #6 to #1.
      expect(await store.nextReferralGain((await store.findEntry(referrer.id))!, false)).toBe(5);
      // Two places from the front, the next referral gains only what is left.
      expect(await store.nextReferralGain((await store.findEntry(entries[2]!.id))!, false)).toBe(2);
    });

    it("does not count an unknown code, a held sign-up, or one from the referrer's network at any time", async () => {
      const entries = await line();
      const referrer = entries[9]!;
      const unknown = await store.join(newEntry('a@example.com', { ref: 'NOSUCHCODE' }));
      expect(unknown.entry.referredBy).toBeNull();
      // The referrer's own network within the hour of the referrer's sign-up: flagged.
      const self = await store.join(
        newEntry('b@example.com', { ref: referrer.referralCode, networkHash: 'net-10' }),
      );
      expect(self.entry.referralFlag).toBe('self-referral');
      const held = await store.join(
        newEntry('c@example.com', { ref: referrer.referralCode, heldReason: 'honeypot' }),
      );
      for (const { entry } of [unknown, self, held]) await confirm(entry.id);
      expect((await store.findEntry(referrer.id))!.referralCount).toBe(0);
      expect(await place(referrer.id)).toBe(10);
      // Days later the referrer's network is still the referrer's (issue 24: no hour's grace).
      clock = new Date(clock.getTime() + 3 * 24 * 60 * 60 * 1000);
      const later = await store.join(
        newEntry('d@example.com', { ref: referrer.referralCode, networkHash: 'net-10' }),
      );
      expect(later.entry.referralFlag).toBe('self-referral');
      await confirm(later.entry.id);
      expect((await store.findEntry(referrer.id))!.referralCount).toBe(0);
    });

    it('holds a sign-up out of the line until it is approved, and lists it for review', async () => {
      await line();
      const { entry } = await store.join(newEntry('bot@example.com', { heldReason: 'too-fast' }));
      await confirm(entry.id);
      expect(await place(entry.id)).toBeNull();
      expect((await store.placeInLine(entry, false)).total).toBe(10);
      const review = await store.listReview(0, 10);
      expect(review.total).toBe(1);
      expect(review.entries.map((held) => [held.email, held.heldReason])).toEqual([
        ['bot@example.com', 'too-fast'],
      ]);
      await setEntry(entry.id, { heldReason: null });
      expect(await place(entry.id)).toBe(11);
      expect((await store.listReview(0, 10)).total).toBe(0);
    });

    it('stops counting a referral whose entry is deleted', async () => {
      const entries = await line();
      const referrer = entries[9]!;
      const { entry: friend } = await store.join(
        newEntry('friend@example.com', { ref: referrer.referralCode }),
      );
      await confirm(friend.id);
      expect(await place(referrer.id)).toBe(6);
      await store.deleteEntry(friend.id);
      expect((await store.findEntry(referrer.id))!.referralCount).toBe(0);
      expect(await place(referrer.id)).toBe(10);
    });

    it('counts at most REFERRAL_DAILY_CAP referrals per referrer and UTC day; the rest wait for review', async () => {
      await store.close();
      store = await kind.open({ referralDailyCap: 2 });
      const entries = await line();
      const [referrer, other] = [entries[9]!, entries[8]!];
      const refer = (email: string, by = referrer) =>
        store.join(newEntry(email, { ref: by.referralCode, networkHash: `net-${email}` }));
      const referralCount = async () => (await store.findEntry(referrer.id))!.referralCount;
      clock = new Date('2026-03-10T23:00:00.000Z');
      const friends: WaitlistEntry[] = [];
      for (const index of [0, 1, 2, 3])
        friends.push((await refer(`friend${index}@example.com`)).entry);
      expect(friends.map((friend) => friend.referralFlag)).toEqual([
        null,
        null,
        'daily-cap',
        'daily-cap',
      ]);
      // Another referrer's day is its own.
      expect((await refer('theirs@example.com', other)).entry.referralFlag).toBeNull();
      // The next UTC day has two places again, however the joins race for them.
      clock = new Date('2026-03-11T00:30:00.000Z');
      const racing = await Promise.all(
        ['a', 'b', 'c', 'd'].map((name) => refer(`next-day-${name}@example.com`)),
      );
      const flags = racing.map((result) => result.entry.referralFlag);
      expect(flags.filter((flag) => flag === null)).toHaveLength(2);
      expect(flags.filter((flag) => flag === 'daily-cap')).toHaveLength(2);
      for (const { id } of [...friends, ...racing.map((result) => result.entry)]) await confirm(id);
      expect(await referralCount()).toBe(4);

      const review = await store.listReview(0, 10);
      expect(review.total).toBe(4);
      expect(review.entries.slice(0, 2).map((entry) => [entry.email, entry.referralFlag])).toEqual([
        ['friend2@example.com', 'daily-cap'],
        ['friend3@example.com', 'daily-cap'],
      ]);
      // Approved, a referral counts; rejected, the sign-up stays but names no referrer.
      await store.updateEntries({ ids: [friends[2]!.id] }, approveReview);
      expect(await referralCount()).toBe(5);
      await store.updateEntries({ ids: [friends[3]!.id] }, rejectReferral);
      expect(await store.findEntry(friends[3]!.id)).toMatchObject({
        referredBy: null,
        referralFlag: null,
      });
      expect(await referralCount()).toBe(5);
      expect((await store.listReview(0, 10)).total).toBe(2);
      await store.close();
      store = await kind.reopen();
      expect(await referralCount()).toBe(5);
      expect((await store.listReview(0, 10)).total).toBe(2);
    });

    it('answers places and pages of a long line exactly, across many blocks of scores', async () => {
      // Dozens of referrals a day for one referrer: no REFERRAL_DAILY_CAP here.
      await store.close();
      store = await kind.open({ referralDailyCap: 0 });
      const joinAll = async (emails: string[], ref?: string) => {
        const joined: WaitlistEntry[] = [];
        for (let start = 0; start < emails.length; start += 250) {
          const chunk = emails.slice(start, start + 250);
          const results = await Promise.all(
            chunk.map((email) => store.join(newEntry(email, ref ? { ref } : {}))),
          );
          joined.push(...results.map((result) => result.entry));
        }
        return joined;
      };
      const entries = await joinAll(
        Array.from({ length: 2_600 }, (_, i) => `long-${i}@example.com`),
      );
      // Every other entry confirmed; three late referrers move up across the blocks' edges.
      await store.updateEntries(
        { ids: entries.filter((_, index) => index % 2 === 1).map((entry) => entry.id) },
        (entry) => ({ entry: { ...entry, status: 'confirmed' }, messages: [] }),
      );
      for (const [index, friends] of [
        [1_031, 30],
        [2_051, 45],
        [2_599, 12],
      ] as const) {
        const emails = Array.from({ length: friends }, (_, i) => `f-${index}-${i}@example.com`);
        const joined = await joinAll(emails, entries[index]!.referralCode);
        await store.updateEntries({ ids: joined.map((entry) => entry.id) }, (entry) => ({
          entry: { ...entry, status: 'confirmed' },
          messages: [],
        }));
      }
      const all = await collect(store.exportEntries());
      expect(all.find((entry) => entry.id === entries[2_051]!.id)!.referralCount).toBe(45);
      for (const includeWaiting of [false, true]) {
        const line = all
          .filter((entry) => entry.status === 'confirmed' || includeWaiting)
          .map((entry) => ({ entry, score: entry.position - 5 * entry.referralCount }))
          .sort((a, b) => a.score - b.score || a.entry.position - b.entry.position)
          .map(({ entry }) => entry.position);
        const sampled = all.filter(
          (entry, index) => index % 97 === 0 || entry.referralCount > 0 || index === all.length - 1,
        );
        for (const entry of sampled) {
          const expected = line.indexOf(entry.position);
          const { place, total } = await store.placeInLine(entry, includeWaiting);
          expect([entry.position, place]).toEqual([
            entry.position,
            expected < 0 ? null : expected + 1,
          ]);
          expect(total).toBe(line.length);
        }
        for (const offset of [
          0,
          500,
          1_000,
          1_023,
          1_024,
          1_100,
          2_040,
          line.length - 10,
          line.length + 5,
        ]) {
          const page = await store.listLine(offset, 50, includeWaiting);
          expect([offset, page.entries.map((entry) => entry.position)]).toEqual([
            offset,
            line.slice(offset, offset + 50),
          ]);
        }
      }
    });

    it('lists the line in place order and the top referrers, and keeps the counts across a reopen', async () => {
      const entries = await line();
      for (const [referrer, friends] of [
        [entries[9]!, 2],
        [entries[7]!, 1],
      ] as const) {
        for (let index = 0; index < friends; index += 1) {
          const { entry } = await store.join(
            newEntry(`friend-${referrer.position}-${index}@example.com`, {
              ref: referrer.referralCode,
            }),
          );
          await confirm(entry.id);
        }
      }
      const expected = [10, 1, 2, 3, 8, 4, 5, 6, 7, 9, 11, 12, 13];
      const firstLine = await store.listLine(0, 20, false);
      expect(firstLine.total).toBe(13);
      expect(firstLine.entries.map((entry) => entry.position)).toEqual(expected);
      expect((await store.listLine(2, 3, false)).entries.map((entry) => entry.position)).toEqual(
        expected.slice(2, 5),
      );
      const top = async () =>
        (await store.topReferrers(20)).map((entry) => [entry.position, entry.referralCount]);
      expect(await top()).toEqual([
        [10, 2],
        [8, 1],
      ]);
      await store.close();
      store = await kind.reopen();
      expect(await top()).toEqual([
        [10, 2],
        [8, 1],
      ]);
      expect(await place(entries[9]!.id)).toBe(1);
    });
  });
});
