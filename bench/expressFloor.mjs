// Issue 42, item 1's floor: a one-route Express 5 app on this machine, measured in the same run
// as the server. The count route is held to 0.8 of its requests a second and joins to 0.65: what
// the rest of Synapse's request path costs beyond Express's own routing and answer.
//
// The app runs in a child process (this file with --serve), driven by the bench's own autocannon
// calls (measureCount, and measureJoin for its POST, which reads the JSON body as a join does),
// its CPU read from /proc as the real server's.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { combine, measureCount, measureJoin, withServerCpu } from './http.mjs';
import { mainThreadCpuMs, processCpuMs } from './serverProcess.mjs';

/** GET answers a count as the count route does; POST reads a JSON body and answers 201. */
function serve() {
  const app = express();
  app.get('/api/waitlist/count', (_request, response) => {
    response.json({ count: 12_345 });
  });
  app.post('/api/waitlist/join', express.json(), (request, response) => {
    response.status(201).json({ ok: true, email: request.body.email });
  });
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

/**
 * Requests a second and CPU per request of the one-route app's GET (the floor) and, for the
 * record, its POST with a JSON body, in `turns` alternating turns of `seconds` each.
 */
export async function measureExpressFloor({ seconds, turns }) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'ignore' });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
    const url = `http://127.0.0.1:${port}`;
    const server = {
      cpuMs: () => processCpuMs(child.pid),
      mainThreadCpuMs: () => mainThreadCpuMs(child.pid),
    };
    await measureCount(url, 1);
    await measureJoin(url, 1, 'express-warm');
    const gets = [];
    const posts = [];
    for (let turn = 0; turn < turns; turn += 1) {
      gets.push(await withServerCpu(server, () => measureCount(url, seconds)));
      posts.push(await withServerCpu(server, () => measureJoin(url, seconds, 'express')));
    }
    return { get: combine(gets), post: combine(posts) };
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--serve')) serve();
