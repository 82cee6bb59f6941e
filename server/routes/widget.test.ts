import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROWTH_TEXTS, HTTP_TEXTS, WIDGET_FONT_PATH } from '../../src/shared/index.js';
import { consoleSignUp, signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 29: who may embed the sign-up (WIDGET_ORIGINS), and what a join records of where it came from. */
const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ widgetOrigins: [PARTNER, 'http://localhost:8080'] });
});
afterEach(async () => {
  await server.dispose();
});

const join = (body: unknown, origin?: string) =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body,
    headers: origin ? { origin } : {},
  });
async function attributionOf(email: string) {
  const entry = (await server.store.listEntries({ search: email, offset: 0, limit: 1 })).entries[0];
  if (!entry) return undefined;
  return (await server.store.growth.attributionsOf([entry.id])).get(entry.id) ?? null;
}

describe("the widget's calls from a page on another site", () => {
  it('are allowed from WIDGET_ORIGINS with CORS, and the join records the host page', async () => {
    const preflight = await request(`${server.url}/api/waitlist/join`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const challenge = await request(`${server.url}/api/challenge`, {
      headers: { origin: PARTNER },
    });
    expect(challenge.headers.get('access-control-allow-origin')).toBe(PARTNER);

    const joined = await join(signUp('friend@example.com'), PARTNER);
    expect(joined.status).toBe(201);
    expect(joined.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(await attributionOf('friend@example.com')).toMatchObject({ embedOrigin: PARTNER });
  });

  it('are refused from any other site with 403 and a message that page can read, and nothing is stored', async () => {
    const joined = await join(signUp('stranger@example.com'), STRANGER);
    expect(joined.status).toBe(403);
    expect(joined.body).toEqual({ message: GROWTH_TEXTS.widgetOriginRefused });
    expect(joined.headers.get('access-control-allow-origin')).toBe(STRANGER);
    const challenge = await request(`${server.url}/api/challenge`, {
      headers: { origin: STRANGER },
    });
    expect(challenge.status).toBe(403);
    expect(challenge.body).toEqual({ message: GROWTH_TEXTS.widgetOriginRefused });
    const preflight = await request(`${server.url}/api/waitlist/join`, {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(await attributionOf('stranger@example.com')).toBeUndefined();
  });

  it('reach nothing but the challenge and the join', async () => {
    for (const path of ['/api/josh2/join', '/api/login']) {
      const response = await request(`${server.url}${path}`, {
        method: 'POST',
        body: { email: 'x@example.com' },
        headers: { origin: PARTNER },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: HTTP_TEXTS.otherOrigin });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('/embed', () => {
  it('may be framed by exactly WIDGET_ORIGINS, and loads the widget', async () => {
    const page = await request(`${server.url}/embed`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${PARTNER} http://localhost:8080`);
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
    expect(policy).toMatch(/script-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.text).toContain('<script src="/widget.js" defer></script>');
    expect(page.text).toContain('<synapse-waitlist');
  });

  it("is the widget alone: its own heading the page's, no box or heading around it (issue 44)", async () => {
    const page = await request(`${server.url}/embed`);
    expect(page.text).toContain('<synapse-waitlist heading-level="1"></synapse-waitlist>');
    expect(page.text).not.toMatch(/<h1/);
    expect(page.text).toMatch(/html \{ color-scheme: dark; background: transparent; \}/);
  });

  it("serves the site's font for the widget to any page, from this server (issue 44)", async () => {
    const webRoot = await mkdtemp(joinPath(tmpdir(), 'synapse-web-'));
    await mkdir(joinPath(webRoot, 'widget'));
    await writeFile(joinPath(webRoot, 'index.html'), '<!doctype html><title>Synapse</title>');
    await writeFile(joinPath(webRoot, WIDGET_FONT_PATH), 'wOF2 font bytes');
    const site = await startTestServer({ webRoot });
    try {
      const font = await request(`${site.url}${WIDGET_FONT_PATH}`, {
        headers: { origin: STRANGER },
      });
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('access-control-allow-origin')).toBe('*');
      expect(font.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    } finally {
      await site.dispose();
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('may be framed by no site when WIDGET_ORIGINS is empty', async () => {
    const alone = await startTestServer();
    try {
      const page = await request(`${alone.url}/EMBED/`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await alone.dispose();
    }
  });
});

describe('where a sign-up came from', () => {
  it('keeps the UTM fields and the referring site the page sent, and drops what is malformed', async () => {
    await join(
      signUp('utm@example.com', {
        attribution: {
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'x'.repeat(500),
          referrerHost: 'news.example.com',
        },
      }),
    );
    expect(await attributionOf('utm@example.com')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      referrerHost: 'news.example.com',
      embedOrigin: null,
    });
    await request(`${server.url}/api/josh2/join`, {
      method: 'POST',
      body: consoleSignUp('console@example.com', { attribution: { utmSource: 'conference' } }),
    });
    expect(await attributionOf('console@example.com')).toMatchObject({ utmSource: 'conference' });
    await join(signUp('plain@example.com', { attribution: 'nonsense' as never }));
    expect(await attributionOf('plain@example.com')).toBeNull();
  });

  it('records the embedding page only from the Origin header the widget check let through, never from the body', async () => {
    const claimed = { attribution: { embedOrigin: PARTNER } } as never;
    expect((await join(signUp('direct@example.com', claimed))).status).toBe(201);
    expect(
      (
        await join(
          signUp('forged@example.com', { attribution: { embedOrigin: STRANGER } } as never),
        )
      ).status,
    ).toBe(201);
    expect(await attributionOf('direct@example.com')).toBeNull();
    expect(await attributionOf('forged@example.com')).toBeNull();
    // From the partner's page, its Origin header is what is kept, whatever the body says.
    await join(
      signUp('widget@example.com', { attribution: { embedOrigin: STRANGER } } as never),
      PARTNER,
    );
    expect(await attributionOf('widget@example.com')).toMatchObject({ embedOrigin: PARTNER });
  });
});
