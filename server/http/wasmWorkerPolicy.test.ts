import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 42, item 6: the badge reader's worker compiles zxing-wasm's WebAssembly, which
 * script-src 'self' forbids. Only that worker's script is answered with 'wasm-unsafe-eval' (a
 * dedicated worker follows its own response's policy); pages and other scripts keep 'self' alone.
 */
let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'synapse-wasm-policy-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Synapse</title>');
  await writeFile(join(webRoot, 'assets/badgeReader.worker-Ab12_cd.js'), 'self.onmessage = null;');
  await writeFile(join(webRoot, 'assets/solver.worker-Ab12_cd.js'), 'self.onmessage = null;');
  server = await startTestServer({ webRoot });
});
afterAll(async () => {
  await server.dispose();
  await rm(webRoot, { recursive: true, force: true });
});

const scriptSources = async (path: string) => {
  const response = await request(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const policy = response.headers.get('content-security-policy') ?? '';
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
};

describe('the content security policy and WebAssembly', () => {
  it("allows WebAssembly in the badge reader's worker and nowhere else", async () => {
    expect(await scriptSources('/assets/badgeReader.worker-Ab12_cd.js')).toBe(
      "'self' 'wasm-unsafe-eval'",
    );
    expect(await scriptSources('/assets/solver.worker-Ab12_cd.js')).toBe("'self'");
    expect(await scriptSources('/booth')).toBe("'self'");
  });
});
