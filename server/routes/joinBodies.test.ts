import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consoleJoinSchema, joinSchema } from '../../src/shared/index.js';
import { joinBodySchema, terminalJoinBodySchema } from './joinBodies.js';

/** Values each field is tried with: valid, at and past each limit, wrong types, hostile text. */
const NAMES = [
  'Ada',
  '  Ada  ',
  'A',
  ' A ',
  'Al',
  'x'.repeat(100),
  'x'.repeat(101),
  ` ${'x'.repeat(100)} `,
  '',
  '   ',
  'Ada\nLovelace',
  'Ada\tL',
  'Ada\u2028',
  'Ada\u202Eevil',
  'Zoë',
  '李小龙',
  42,
  null,
  undefined,
  ['Ada'],
  { name: 'Ada' },
  true,
];
const EMAILS = [
  'ada@example.com',
  ' ada@example.com ',
  'ADA@Example.COM',
  'ada+tag@example.co.uk',
  'ada@',
  '@example.com',
  'ada@example',
  'ada example@example.com',
  'ada@@example.com',
  'a@b.c',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(250)}@example.com`,
  `${'a'.repeat(240)}@example.com`,
  'ada@exa_mple.com',
  'ada@-example.com',
  'ada..l@example.com',
  '"ada"@example.com',
  '',
  7,
  undefined,
  null,
  'ada@mailinator.com',
  'zoë@example.com',
  'ada@example.com\n',
];
const COMPANIES = [
  'Initech',
  '',
  '  ',
  'x'.repeat(200),
  'x'.repeat(201),
  'A\rB',
  5,
  null,
  undefined,
];
const CONSENTS = [true, false, 'true', 1, null, undefined];
const REFS = ['ABC123', ' abc ', 'x'.repeat(32), 'x'.repeat(33), 12, undefined];
const WEBSITES = [undefined, '', 'http://spam.example', 'x'.repeat(501), 3];
const ELAPSED = [undefined, 0, 1500, -1, 1.5, 1e11, '1500', Number.NaN];
const PROOFS = [undefined, 'eyJjaGFsbGVuZ2UiOiJ4In0=', 'x'.repeat(4_001), {}];
const ATTRIBUTIONS = [
  undefined,
  { utmSource: 'news', utmMedium: 'mail' },
  { utmSource: ' a\u0007b ', referrerHost: '' },
  { utmCampaign: 'x'.repeat(101) },
  { embedOrigin: 5 },
  { utmSource: '\n' },
  'news',
  null,
  [],
  { other: 'dropped', referrerHost: 'example.org' },
];

/** A deterministic generator (mulberry32), so a failure names a payload that can be tried again. */
function randomPick(seed: number) {
  let state = seed;
  return <T>(values: readonly T[]): T => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    const unit = ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
    return values[Math.floor(unit * values.length)] as T;
  };
}

/** Each field's first values are ones the schema accepts: three times in four, one of those. */
const VALID = { names: 2, emails: 4, companies: 3, consents: 1, refs: 3, websites: 3, elapsed: 3 };

function payloads(count: number): unknown[] {
  const pick = randomPick(20_261_126);
  const mostly = <T>(values: readonly T[], valid: number) =>
    pick([0, 1, 2, 3]) > 0 ? pick(values.slice(0, valid)) : pick(values);
  const made: unknown[] = [undefined, null, 'ada@example.com', [], 42, {}];
  for (let made_ = 0; made_ < count; made_ += 1) {
    const fields: Record<string, unknown> = {
      firstName: mostly(NAMES, VALID.names),
      lastName: mostly(NAMES, VALID.names),
      email: mostly(EMAILS, VALID.emails),
      company: mostly(COMPANIES, VALID.companies),
      hasConsented: mostly(CONSENTS, VALID.consents),
      ref: mostly(REFS, VALID.refs),
      website: mostly(WEBSITES, VALID.websites),
      elapsedMs: mostly(ELAPSED, VALID.elapsed),
      proof: pick(PROOFS),
      attribution: pick(ATTRIBUTIONS),
      unknownField: pick([undefined, 'kept out']),
    };
    // Leave some fields out altogether rather than undefined: zod tells the two apart.
    for (const key of Object.keys(fields))
      if (fields[key] === undefined && pick([0, 1])) delete fields[key];
    made.push(fields);
  }
  return made;
}

/** What a caller of safeParse sees: the value, or every issue (code, path and message). */
function answer(schema: z.ZodType, payload: unknown) {
  const result = schema.safeParse(payload);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

describe('the join routes’ compiled schemas', () => {
  it('run on zod’s compiled fast path (a schema it cannot model would be answered unchanged)', () => {
    expect(joinBodySchema).not.toBe(joinSchema);
    expect(terminalJoinBodySchema).not.toBe(consoleJoinSchema);
    expect(() => z.compile(joinSchema, { strict: true })).not.toThrow();
    expect(() => z.compile(consoleJoinSchema, { strict: true })).not.toThrow();
  });

  it('accept and refuse exactly what the shared schemas do, with the same values and messages', () => {
    const tried = payloads(4_000);
    let accepted = 0;
    for (const payload of tried) {
      const expected = answer(joinSchema, payload);
      expect(answer(joinBodySchema, payload), JSON.stringify(payload)).toEqual(expected);
      expect(answer(terminalJoinBodySchema, payload), JSON.stringify(payload)).toEqual(
        answer(consoleJoinSchema, payload),
      );
      if ('data' in expected) accepted += 1;
    }
    // Both sides of the rule were tried, not only refusals.
    expect(accepted).toBeGreaterThan(200);
    expect(tried.length - accepted).toBeGreaterThan(1_000);
  });
});
