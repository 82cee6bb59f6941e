import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from './sendJson.js';

const BODY = { position: 42, status: 'waiting', name: 'Zoë «Ada» 名前', nothing: null };

let port = 0;
let close = () => undefined as void;

beforeAll(async () => {
  const app = express();
  app.set('etag', false); // as server/app.ts
  app.get('/express', (_req, res) => void res.status(201).json(BODY));
  app.get('/ours', (req, res) => sendJson(req, res, 201, BODY));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => void server.close();
});

afterAll(() => close());

/** The raw answer: status, headers without the date, and the body's bytes. */
function answer(method: string, path: string) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, method, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { date: _date, ...headers } = res.headers;
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString() });
        });
      });
      call.on('error', reject);
      call.end();
    },
  );
}

describe('sendJson', () => {
  it.each(['GET', 'HEAD'])(
    'answers a %s as res.status().json() does, byte for byte',
    async (method) => {
      const ours = await answer(method, '/ours');
      expect(ours).toEqual(await answer(method, '/express'));
      expect(ours.status).toBe(201);
      expect(ours.headers['content-type']).toBe('application/json; charset=utf-8');
      if (method === 'GET') expect(JSON.parse(ours.body)).toEqual(BODY);
      else expect(ours.body).toBe('');
    },
  );
});
