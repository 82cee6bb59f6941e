import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '../testing/rawHttp.js';
import { errorHandler } from './errors.js';
import { jsonBody } from './jsonBody.js';

const LIMIT = 16 * 1024;

/** A server that answers what the parser made of the body, or the error middleware's answer. */
async function echoServer(parser: RequestHandler): Promise<{ url: string; server: Server }> {
  const app = express();
  app.post('/echo', parser, (req, res) => {
    res.json({ body: req.body === undefined ? '(none)' : req.body });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let direct: { url: string; server: Server };
let reference: { url: string; server: Server };

beforeAll(async () => {
  direct = await echoServer(jsonBody(LIMIT));
  reference = await echoServer(express.json({ limit: LIMIT }));
});

afterAll(() => {
  direct.server.close();
  reference.server.close();
});

function post(url: string, body: Buffer, headers: Record<string, string>) {
  return rawRequest(url, { method: 'POST', path: '/echo', headers, body });
}

const answer = (response: RawResponse | undefined) => ({
  status: response?.status,
  text: response?.text,
});

describe('jsonBody', () => {
  it('reads a UTF-8 JSON body of a declared length as express.json does', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'ada@example.com', firstName: 'Åda' }));
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
    const response = await post(direct.url, body, headers);
    expect(response?.status).toBe(200);
    expect(JSON.parse(response!.text)).toEqual({
      body: { email: 'ada@example.com', firstName: 'Åda' },
    });
  });

  const EDGE_BODIES = [
    '',
    '   ',
    '{',
    '123',
    'null',
    '"a string"',
    ' \n\t{"a": 1}',
    '\ufeff{"email": "bom@example.com"}',
    '\ufeff',
    '{"__proto__": {"isAdmin": true}}',
    '{"a": 1} trailing',
    JSON.stringify({ pad: 'x'.repeat(LIMIT) }),
    JSON.stringify({ pad: 'x'.repeat(LIMIT - 20) }),
  ].map((text) => Buffer.from(text, 'utf8'));
  const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  const TYPES = [
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    'application/json; charset=latin1',
    'application/json; charset="utf-8"',
    'text/plain',
    undefined,
  ];
  const ENCODINGS = [undefined, 'identity', 'gzip', 'x-bogus'];

  async function expectSameAnswers(body: Buffer, type?: string, contentEncoding?: string) {
    const headers: Record<string, string> = { 'content-length': String(body.length) };
    if (type) headers['content-type'] = type;
    if (contentEncoding) headers['content-encoding'] = contentEncoding;
    const [ours, theirs] = await Promise.all([
      post(direct.url, body, headers),
      post(reference.url, body, headers),
    ]);
    expect(answer(ours), `${JSON.stringify(body.toString())} ${type} ${contentEncoding}`).toEqual(
      answer(theirs),
    );
  }

  it('answers every edge case of body, type and encoding exactly as express.json does', async () => {
    for (const body of [...EDGE_BODIES, NOT_UTF8])
      for (const type of TYPES)
        for (const contentEncoding of ENCODINGS)
          await expectSameAnswers(body, type, contentEncoding);
  });

  it('answers any JSON text exactly as express.json does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), fc.constantFrom(...TYPES.slice(0, 3)), async (text, type) => {
        await expectSameAnswers(Buffer.from(text, 'utf8'), type);
      }),
      { numRuns: 100, seed: 30 },
    );
  });

  it('reads a body that arrives in several pieces', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'pieces@example.com', note: 'é'.repeat(50) }));
    const response = await new Promise<RawResponse>((resolve, reject) => {
      const { port } = new URL(direct.url);
      const req = httpRequest({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/echo',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 31)); // the middle of a two-byte character
      req.flushHeaders();
      setTimeout(() => req.end(body.subarray(31)), 50);
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).body.note).toBe('é'.repeat(50));
  });

  it('goes on serving after a client gives up halfway through its body', async () => {
    const { port } = new URL(direct.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/echo',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      req.on('error', () => resolve());
      req.write('{"email": ');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    const body = Buffer.from('{"after": true}');
    const response = await post(direct.url, body, {
      'content-type': 'application/json',
      'content-length': String(body.length),
    });
    expect(JSON.parse(response!.text)).toEqual({ body: { after: true } });
  });
});
