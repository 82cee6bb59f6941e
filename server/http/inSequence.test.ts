import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSequence, onPaths, underPath } from './inSequence.js';

const steps: string[] = [];
const step =
  (name: string): RequestHandler =>
  (_req, _res, next) => {
    steps.push(name);
    next();
  };

let url = '';
let close = () => undefined as void;

beforeAll(async () => {
  const app = express();
  app.use(
    '/run',
    inSequence([
      step('a'),
      onPaths(['/only'], step('only')),
      async (req, _res, next) => {
        if (req.query.fail === 'reject') throw new Error('rejected');
        next();
      },
      (req, _res, next) => {
        if (req.query.fail === 'throw') throw new Error('thrown');
        if (req.query.fail === 'pass') return next(new Error('passed on'));
        next();
      },
      step('b'),
    ]),
  );
  app.use(underPath('/under', step('under')));
  app.use((req, res) => {
    res.json({ steps, path: req.path });
  });
  app.use(((error, _req, res, _next) => {
    res.status(500).json({ error: (error as Error).message, steps });
  }) as express.ErrorRequestHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => void server.close();
});

afterAll(() => close());

async function run(path: string) {
  steps.length = 0;
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('inSequence', () => {
  it('runs each middleware in order, then goes on to the next layer', async () => {
    expect(await run('/run/x')).toEqual({
      status: 200,
      body: { steps: ['a', 'b'], path: '/run/x' },
    });
  });

  it('runs a step on its paths only, in any case and with a trailing slash', async () => {
    for (const path of ['/run/only', '/run/ONLY/', '/run/only/']) {
      expect((await run(path)).body.steps, path).toEqual(['a', 'only', 'b']);
    }
    expect((await run('/run/only/more')).body.steps).toEqual(['a', 'b']);
  });

  it('runs a step on a path and every path under it, in any case, the whole path kept', async () => {
    for (const path of ['/under', '/UNDER', '/under/', '/Under/x/y']) {
      expect(await run(path), path).toEqual({ status: 200, body: { steps: ['under'], path } });
    }
    for (const path of ['/underneath', '/unde', '/x/under', '/']) {
      expect((await run(path)).body.steps, path).toEqual([]);
    }
  });

  it.each(['throw', 'pass', 'reject'])(
    'hands an error (%s) to the error handler and runs nothing after it',
    async (fail) => {
      const answer = await run(`/run/x?fail=${fail}`);
      expect(answer.status).toBe(500);
      expect(answer.body.steps).toEqual(['a']);
      expect(answer.body.error).toMatch(/thrown|passed on|rejected/);
    },
  );
});
