import { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliesToOtherObjects, expressServer } from './expressServer.js';

const app = express();
app.set('etag', false);
app.get('/hello/:name', (req, res) => {
  res.status(201).json({ name: req.params.name, host: req.hostname, accepts: req.accepts('json') });
});
app.post('/echo', express.json(), (req, res) => void res.json(req.body));

const server = expressServer(app);
/** Each request's and answer's prototypes as Node handed them over, before Express took them. */
const handedOver: boolean[] = [];
server.prependListener('request', (req, res) => {
  handedOver.push(
    Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
  );
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => void server.close());

describe('expressServer', () => {
  it("makes each request and answer with the app's own prototypes, before Express takes them", async () => {
    handedOver.length = 0;
    await (await fetch(`${url}/hello/ada`)).arrayBuffer();
    await (await fetch(`${url}/nowhere`)).arrayBuffer();
    expect(handedOver).toEqual([true, true]);
  });

  it("answers as Express does, with Express's request and answer methods", async () => {
    const hello = await fetch(`${url}/hello/ada`, { headers: { accept: 'application/json' } });
    expect(hello.status).toBe(201);
    expect(hello.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await hello.json()).toEqual({ name: 'ada', host: '127.0.0.1', accepts: 'json' });
    const echo = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: [1, 2] }),
    });
    expect(await echo.json()).toEqual({ a: [1, 2] });
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
  });

  it("applies Node's constructors where they are functions, and would not apply a class", () => {
    expect(appliesToOtherObjects(IncomingMessage)).toBe(true);
    expect(appliesToOtherObjects(ServerResponse)).toBe(true);
    function Old(this: { made: boolean }) {
      this.made = true;
    }
    expect(appliesToOtherObjects(Old as unknown as new () => unknown)).toBe(true);
    class Made {}
    expect(appliesToOtherObjects(Made)).toBe(false);
    expect(appliesToOtherObjects(class extends Made {})).toBe(false);
  });
});
