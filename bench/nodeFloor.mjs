// Issue 30, item 1's floor: what Node's own HTTP server costs for a GET and for a POST with a
// join's JSON body, with nothing else on either path. The bench's join and count routes are
// measured against each other; a join must at least read and parse its body, so this tells how
// close to the count route joins could come on this machine if a join did nothing more.
//
// The bare server runs in a child process (this file with --serve), driven by the bench's own
// autocannon calls (measureCount and measureJoin), its CPU read from /proc as the real server's.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { combine, countAndJoinInTurns, measureCount, measureJoin, withServerCpu } from './http.mjs';
import { mainThreadCpuMs, processCpuMs } from './serverProcess.mjs';

const COUNT_BODY = JSON.stringify({ count: 12_345 });

/** GET answers a count; POST reads its JSON body, parses it and answers 201 with its e-mail. */
function serve() {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (req.method !== 'POST') return res.end(COUNT_BODY);
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const { email } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 201;
      res.end(JSON.stringify({ ok: true, email }));
    });
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

/**
 * CPU per request (µs) of a bare Node server for the count route's GET and the join's POST, in
 * `turns` alternating turns of `seconds` each at the bench's 100 connections, with the requests a
 * second and the share of the wall time its main thread was busy.
 */
export async function measureNodeFloor({ seconds, turns }) {
  const { gets, posts } = await measureForkedServer(fileURLToPath(import.meta.url), {
    seconds,
    turns,
    label: 'floor',
  });
  const [get, post] = [combine(gets), combine(posts)];
  return {
    getUs: get.cpuUsPerRequest,
    postUs: post.cpuUsPerRequest,
    postExtraUs: post.cpuUsPerRequest - get.cpuUsPerRequest,
    getMainThreadUs: get.mainThreadUsPerRequest,
    postMainThreadUs: post.mainThreadUsPerRequest,
    getRequestsPerSecond: get.requestsPerSecond,
    postRequestsPerSecond: post.requestsPerSecond,
    // Whether the bare server's main thread was the limit, as the real server's is: busy for
    // most of the wall time (what the machine's other work leaves it) on either route.
    getMainThreadBusy: get.mainThreadBusy,
    postMainThreadBusy: post.mainThreadBusy,
  };
}

/**
 * A floor's server (`script` run with --serve, which sends its port) under the bench's GET and
 * POST in alternating turns, with the CPU its process and its main thread spent on each.
 */
export async function measureForkedServer(script, { seconds, turns, label, args = [] }) {
  const child = fork(script, ['--serve', ...args], { stdio: 'ignore' });
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
    await measureJoin(url, 1, `${label}-warm`);
    const { counts: gets, joins: posts } = await countAndJoinInTurns(url, {
      seconds,
      turns,
      label,
      measured: (run) => withServerCpu(server, run),
    });
    return { gets, posts };
  } finally {
    child.kill();
  }
}

/**
 * The most joins could reach of the count route's requests a second on this machine, given the
 * count route's CPU per request: a join costing only Node's own POST on top of it. Both servers'
 * main threads are their limit (busy for nearly all the time they get), so their CPU is compared
 * when it was measured, and the whole process's otherwise.
 */
export function joinCeiling(count, floor) {
  const main = floor.postMainThreadUs - floor.getMainThreadUs;
  if (count.mainThreadUsPerRequest && Number.isFinite(main)) {
    return count.mainThreadUsPerRequest / (count.mainThreadUsPerRequest + main);
  }
  return count.cpuUsPerRequest / (count.cpuUsPerRequest + floor.postExtraUs);
}

// This file's own child (measureForkedServer), not a file importing it.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) serve();
