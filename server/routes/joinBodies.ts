import { z } from 'zod';
import { consoleJoinSchema, joinSchema } from '../../src/shared/index.js';

// The join routes' bodies, checked by zod's compiled fast path (z.compile: code generated once,
// about 1 µs a sign-up instead of 10 on the interpreted parser, which a join's profile showed as
// 5% of its CPU). Generated code needs `new Function`, which the server may run and the site's
// content security policy forbids (src/shared/zodConfig.ts), so only the server compiles. A body the
// fast path refuses is parsed again by zod's own parser, whose issues, and so the messages the
// visitor reads, are the answer; joinBodies.test.ts holds both to the same answers.

/** POST /api/waitlist/join: the sign-up form's payload. */
export const joinBodySchema = z.compile(joinSchema);

/** POST /api/josh2/join and /api/waitlist: the consoles' sign-up. */
export const terminalJoinBodySchema = z.compile(consoleJoinSchema);
