// Issue 42, item 1's floor: a one-route Express 5 app on this machine, measured in the same run
// as the server. The count route is held to 0.8 of its requests a second and joins to 0.65: what
// the rest of Synapse's request path costs beyond Express's own routing and answer.
//
// The app runs in a child process (this file with --serve), driven by the bench's own autocannon
// calls (measureCount, and measureJoin for its POST, which reads the JSON body as a join does),
// its CPU read from /proc as the real server's. The same app is then measured on the build's
// expressServer: what Express costs once its requests are made as Synapse's server makes them.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import { combine } from './http.mjs';
import { measureForkedServer } from './nodeFloor.mjs';

const MADE_LIKE_THE_SERVER = '--made-like-the-server=';

/**
 * GET answers a count as the count route does; POST reads a JSON body and answers 201. With
 * MADE_LIKE_THE_SERVER and a build's folder, its HTTP server is the build's expressServer (the
 * requests made with the app's prototypes, as Synapse's), else app.listen's (stock Express).
 */
async function serve() {
  const app = express();
  app.get('/api/waitlist/count', (_request, response) => {
    response.json({ count: 12_345 });
  });
  app.post('/api/waitlist/join', express.json(), (request, response) => {
    response.status(201).json({ ok: true, email: request.body.email });
  });
  const buildDir = process.argv.find((arg) => arg.startsWith(MADE_LIKE_THE_SERVER));
  const listening = () => process.send(server.address().port);
  let server;
  if (buildDir) {
    const built = join(
      buildDir.slice(MADE_LIKE_THE_SERVER.length),
      'node/server/http/expressServer.js',
    );
    const { expressServer } = await import(pathToFileURL(built).href);
    server = expressServer(app).listen(0, '127.0.0.1', listening);
  } else {
    server = app.listen(0, '127.0.0.1', listening);
  }
}

/**
 * Requests a second and CPU per request of the one-route app's GET (the floor) and, for the
 * record, its POST with a JSON body, in `turns` alternating turns of `seconds` each; then the
 * same app on the HTTP server of the build in `buildDir` (madeLikeTheServer), Express's
 * per-request prototype change avoided as Synapse's server avoids it (server/http/expressServer.ts).
 */
export async function measureExpressFloor({ seconds, turns, buildDir }) {
  const script = fileURLToPath(import.meta.url);
  const measured = async (label, args) => {
    const { gets, posts } = await measureForkedServer(script, { seconds, turns, label, args });
    return { get: combine(gets), post: combine(posts) };
  };
  const { get, post } = await measured('express', []);
  console.log(
    `  GET ${get.requestsPerSecond} req/s (main thread ${get.mainThreadUsPerRequest} µs a ` +
      `request), POST with a JSON body ${post.requestsPerSecond} req/s`,
  );
  const madeLikeTheServer = await measured('express-made', [`${MADE_LIKE_THE_SERVER}${buildDir}`]);
  console.log(
    `  with the server's request objects: GET ${madeLikeTheServer.get.requestsPerSecond} req/s ` +
      `(main thread ${madeLikeTheServer.get.mainThreadUsPerRequest} µs), POST ` +
      `${madeLikeTheServer.post.requestsPerSecond} req/s`,
  );
  return { get, post, madeLikeTheServer };
}

// This file's own child (measureForkedServer), not a file importing it.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) {
  await serve();
}
