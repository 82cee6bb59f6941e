import { get } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiNotFound, errorHandler } from './errors.js';
import { chooseEncoding } from './encoding.js';
import { startTestServer } from '../testing/testServer.js';
import { siteRouter } from './site.js';

const SCRIPT = 'console.log("the app");'.repeat(100);
const SHELL =
  '<!doctype html><title>shell</title><meta property="og:image" content="__SITE_ORIGIN__/og-image.png"><div id="root"></div>';
const HOME = '<!doctype html><title>home</title><div id="root"><h1>prerendered</h1></div>';
const NOT_FOUND =
  '<!doctype html><title>404</title><div id="root"><h1>404 Page Not Found</h1></div>';

let webRoot: string;
const servers: { close(): void }[] = [];

async function serve(publicUrl?: string, prerendered?: boolean): Promise<string> {
  const app = express();
  const api = express.Router();
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(siteRouter(webRoot, { publicUrl, prerendered }));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** fetch() decodes bodies by itself; this reads the bytes as sent. */
function raw(url: string, acceptEncoding?: string, extra: Record<string, string> = {}) {
  return new Promise<{ response: { headers: Headers }; body: Buffer; status: number }>(
    (resolve, reject) => {
      const headers = {
        ...extra,
        ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
      };
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const list = new Headers();
          for (const [name, value] of Object.entries(res.headers)) list.set(name, String(value));
          resolve({
            response: { headers: list },
            body: Buffer.concat(chunks),
            status: res.statusCode!,
          });
        });
      }).on('error', reject);
    },
  );
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'synapse-site-'));
  await mkdir(join(webRoot, 'assets'));
  await mkdir(join(webRoot, 'pages'));
  await mkdir(join(webRoot, '.vite'));
  await writeFile(join(webRoot, 'index.html'), SHELL);
  await writeFile(join(webRoot, 'pages', 'home.html'), HOME);
  await writeFile(join(webRoot, 'pages', 'not-found.html'), NOT_FOUND);
  await writeFile(join(webRoot, '.vite', 'manifest.json'), '{}');
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  servers.forEach((server) => server.close());
  await rm(webRoot, { recursive: true, force: true });
});

describe('site delivery', () => {
  it('sends the precompressed brotli file to a browser that lists br after gzip', async () => {
    const url = await serve();
    const { response, body } = await raw(`${url}/assets/app-abc123.js`, 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const url = await serve();
    const gz = await raw(`${url}/assets/app-abc123.js`, 'gzip');
    expect(gz.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(`${url}/assets/app-abc123.js`, 'identity');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
    const refused = await raw(`${url}/assets/app-abc123.js`, 'br;q=0, gzip;q=0');
    expect(refused.response.headers.get('content-encoding')).toBeNull();
  });

  it('serves HTML compressed and revalidated on every visit, hashed assets for a year', async () => {
    const url = await serve();
    const { response, body, status } = await raw(`${url}/`, 'br');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(HOME);
    // fetch() would add Cache-Control: no-cache to a conditional request; a browser does not.
    const again = await raw(`${url}/`, 'br', { 'If-None-Match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
    const icon = await raw(`${url}/favicon.svg`);
    expect(icon.response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers the route table: prerendered pages, the shell elsewhere, any case and slash', async () => {
    const url = await serve();
    expect(await (await fetch(`${url}/original/`)).text()).toBe(HOME);
    const dashboard = await fetch(`${url}/Admin/Dashboard/`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<title>shell</title>');
  });

  it('answers the shell for the home page on a booth, whose home is the booth screen', async () => {
    const url = await serve(undefined, false);
    const { body, status } = await raw(`${url}/`);
    expect(status).toBe(200);
    expect(body.toString()).toContain('<title>shell</title>');
  });

  it('answers 404 with the not-found page for unknown paths, and JSON for unknown API paths', async () => {
    const url = await serve();
    for (const path of ['/nope', '/index.html', '/pages/home.html', '/.vite/manifest.json']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(NOT_FOUND);
    }
    expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'There is no API at GET /api/nope.' });
  });

  it('writes robots.txt and a sitemap of the public pages with PUBLIC_URL addresses', async () => {
    const url = await serve('https://synapse.example/');
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://synapse.example/sitemap.xml');
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://synapse.example/');
    expect(locs).toContain('https://synapse.example/landing');
    expect(locs).toContain('https://synapse.example/josh2');
    expect(locs.some((loc) => loc!.includes('admin'))).toBe(false);
    expect(locs).not.toContain('https://synapse.example/original');
  });

  it('puts PUBLIC_URL into the preview tags, and a relative address without it', async () => {
    const withUrl = await serve('https://synapse.example');
    expect(await (await fetch(`${withUrl}/josh2`)).text()).toContain(
      'content="https://synapse.example/og-image.png"',
    );
    const without = await serve();
    expect(await (await fetch(`${without}/josh2`)).text()).toContain('content="/og-image.png"');
  });
});

describe('the app', () => {
  it('builds the sitemap and the preview tags from the PUBLIC_URL setting', async () => {
    const server = await startTestServer({ webRoot, publicUrl: 'https://waitlist.example.com' });
    try {
      expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(
        '<loc>https://waitlist.example.com/landing</loc>',
      );
      expect(await (await fetch(`${server.url}/josh2`)).text()).toContain(
        'content="https://waitlist.example.com/og-image.png"',
      );
    } finally {
      await server.dispose();
    }
  });
});

describe('chooseEncoding', () => {
  const both = new Set(['br', 'gzip'] as const);
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br', new Set(['gzip'] as const))).toBeNull();
  });
});
