import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, type CapturedLog } from '../testing/logCapture.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let captured: CapturedLog;

beforeAll(async () => {
  captured = await captureLog('trace');
  // The join limit is on: the probes must not count against it, nor be limited by anything.
  server = await startTestServer({ joinRateLimit: 2 });
});
afterAll(async () => {
  await server.dispose();
  await captured.stop();
});

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 {"status":"ok"} while the server serves and its store answers', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await request(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual({ status: 'ok' });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('need no session, are never limited, and write no log line however often they are asked', async () => {
    const before = captured.lines.length;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        request(`${server.url}${index % 2 ? '/healthz' : '/readyz'}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    expect(answers.some((answer) => answer.headers.has('set-cookie'))).toBe(false);
    expect(answers.some((answer) => answer.headers.has('ratelimit-limit'))).toBe(false);
    // A request that is logged has its line by the time its answer arrived; these have none.
    const join = await request(`${server.url}/api/waitlist/count`);
    expect(join.status).toBe(200);
    const lines = captured.lines.slice(before).join('');
    expect(lines).not.toMatch(/healthz|readyz/);
    expect(lines).toContain('/api/waitlist/count');
  });
});
