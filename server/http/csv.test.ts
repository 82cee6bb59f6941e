import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, WaitlistEntry } from '../../src/shared/index.js';
import { writeAuditCsv } from './auditCsv.js';
import { writeCsv, writeWaitlistCsv } from './csv.js';

function entries(count: number): WaitlistEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${index}@example.com`,
    company: '',
    hasConsented: true,
    position: index + 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    source: 'form' as const,
    status: 'confirmed' as const,
    confirmedAt: null,
    invitedAt: null,
    activatedAt: null,
    referralCode: `CODE${index}`,
    consentVersion: '1',
    consentAt: null,
    unsubscribedAt: null,
    linkSentAt: null,
    referredBy: null,
    referralCount: 0,
    heldReason: null,
    referralFlag: null,
    networkHash: null,
  }));
}

async function* fromMemory<T>(list: T[]) {
  yield* list;
}

describe('streaming the CSV export', () => {
  it('yields to the event loop while it writes, so other requests are served meanwhile', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // A destination that never pushes back: only the writer's own yields let the loop turn.
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await writeWaitlistCsv(fromMemory(entries(20_000)), sink);
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});

/** What a writer wrote into memory, as text without the byte-order mark. */
async function written(write: (sink: Writable) => Promise<void>): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      chunks.push(chunk);
      done();
    },
  });
  await write(sink);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\ufeff/, '');
}

describe('one CSV writer for every export (issue 24, item 3)', () => {
  it('neutralises a formula in any column, the header included', async () => {
    const text = await written((sink) =>
      writeCsv(
        ['=Header', 'Plain'],
        fromMemory([
          ['+1', '-2'],
          ['@SUM(1)', '\tx'],
        ]),
        sink,
      ),
    );
    expect(text).toBe("'=Header,Plain\r\n'+1,'-2\r\n'@SUM(1),'\tx\r\n");
  });

  it('neutralises every column of the audit export, the address and the time too', async () => {
    const event: AuditEvent = {
      id: 1,
      at: '=1+1',
      action: 'sign-in-failed',
      actor: '@admin',
      ip: "=cmd|'/C calc'!A0",
      detail: '-2+3',
    };
    const text = await written((sink) => writeAuditCsv(fromMemory([event]), sink));
    expect(text.split('\r\n')[1]).toBe(`'=1+1,sign-in-failed,'@admin,'=cmd|'/C calc'!A0,'-2+3`);
  });
});
