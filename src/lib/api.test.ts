/// <reference types="node" />
// A test runs in Node: its server is a real node:http one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest } from './api';
import { setReauthHandler, type ReauthRequest } from './reauth';

// A real HTTP server answering each path the way one of docs/product.md §8's rules describes.
let server: Server;
let base: string;
/** The guarded path's state: whether the password was given again, and what it was sent. */
let passwordGiven = false;
const guardedBodies: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/give-password':
        passwordGiven = true;
        res.writeHead(204).end();
        return;
      case '/guarded': {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          guardedBodies.push(body);
          if (!passwordGiven) {
            res.writeHead(403, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify({
                message: 'Enter your password again.',
                reauth: true,
                codeNeeded: true,
              }),
            );
            return;
          }
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(body);
        });
        return;
      }
      case '/json-message':
        res.writeHead(400, 'Bad Request', { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            message: 'Please enter a valid email address.',
            errors: { email: 'x' },
          }),
        );
        return;
      case '/json-without-message':
        res.writeHead(409, 'Conflict', { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ detail: 'no message field' }));
        return;
      case '/text':
        res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
        res.end('upstream down');
        return;
      case '/empty-text':
        res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/html' });
        res.end();
        return;
      case '/torn-body':
        // Promises more than it sends, then hangs up: reading the body fails.
        res.writeHead(500, 'Internal Server Error', { 'content-length': '1000' });
        res.write('{"mess', () => res.destroy());
        return;
      default:
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((done) => server.close(done));
});

async function errorOf(path: string): Promise<ApiError> {
  const error = await apiRequest('GET', `${base}${path}`).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the fetch wrapper (docs/product.md §8, transport errors)', () => {
  it('uses the message of a JSON answer, with its field errors', async () => {
    const error = await errorOf('/json-message');
    expect(error.message).toBe('Please enter a valid email address.');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ email: 'x' });
  });

  it('uses the status code and status text for JSON without a message', async () => {
    expect((await errorOf('/json-without-message')).message).toBe('409 Conflict');
  });

  it('uses "status: body text" for an answer that is not JSON, or the status text without a body', async () => {
    expect((await errorOf('/text')).message).toBe('502: upstream down');
    expect((await errorOf('/empty-text')).message).toBe('503: Service Unavailable');
  });

  it('uses the status code and status text when the body cannot be read', async () => {
    expect((await errorOf('/torn-body')).message).toBe('500 Internal Server Error');
  });

  it('answers the parsed body of an OK response', async () => {
    await expect(apiJson('GET', `${base}/ok`)).resolves.toEqual({ ok: true });
  });
});

describe('an action that needs the password again (issue 24)', () => {
  const asked: ReauthRequest[] = [];
  const answerWith = (given: boolean) =>
    setReauthHandler(async (request) => {
      asked.push(request);
      if (given) await fetch(`${base}/give-password`, { method: 'POST' });
      return given;
    });

  it('asks the registered dialog once, then sends the same request again', async () => {
    passwordGiven = false;
    asked.length = 0;
    guardedBodies.length = 0;
    const unregister = answerWith(true);
    const [first, second] = await Promise.all([
      apiJson('POST', `${base}/guarded`, { name: 'CRM' }),
      apiJson('POST', `${base}/guarded`, { name: 'Booth' }),
    ]);
    unregister();
    expect([first, second]).toEqual([{ name: 'CRM' }, { name: 'Booth' }]);
    expect(asked).toEqual([{ message: 'Enter your password again.', codeNeeded: true }]);
    expect(guardedBodies.filter((body) => body === '{"name":"CRM"}')).toHaveLength(2);
  });

  it("answers the server's words as the error when the dialog is cancelled", async () => {
    passwordGiven = false;
    const unregister = answerWith(false);
    const error = await apiRequest('POST', `${base}/guarded`, {}).catch(
      (caught: unknown) => caught,
    );
    unregister();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Enter your password again.',
      reauth: { message: 'Enter your password again.', codeNeeded: true },
    });
  });

  it('answers the error at once when no dialog is there (outside the dashboard)', async () => {
    passwordGiven = false;
    const error = await apiRequest('POST', `${base}/guarded`, {}).catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).status).toBe(403);
  });
});
