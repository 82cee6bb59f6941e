// Issue 42, item 1's floor: a one-route Express 5 app on this machine, measured in the same run
// as the server. The count route is held to 0.8 of its requests a second and joins to 0.65: what
// the rest of Synapse's request path costs beyond Express's own routing and answer.
//
// The app runs in a child process (this file with --serve), driven by the bench's own autocannon
// calls (measureCount, and measureJoin for its POST, which reads the JSON body as a join does),
// its CPU read from /proc as the real server's.
import { fileURLToPath } from 'node:url';
import express from 'express';
import { combine } from './http.mjs';
import { measureForkedServer } from './nodeFloor.mjs';

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
  const { gets, posts } = await measureForkedServer(fileURLToPath(import.meta.url), {
    seconds,
    turns,
    label: 'express',
  });
  const [get, post] = [combine(gets), combine(posts)];
  console.log(
    `  GET ${get.requestsPerSecond} req/s (main thread ${get.mainThreadUsPerRequest} µs a ` +
      `request), POST with a JSON body ${post.requestsPerSecond} req/s`,
  );
  return { get, post };
}

// This file's own child (measureForkedServer), not a file importing it.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) serve();
