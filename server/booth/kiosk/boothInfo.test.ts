import { afterEach, describe, expect, it } from 'vitest';
import { boothPaths, type BoothInfo } from '../../../src/shared/index.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

let server: TestServer | undefined;
afterEach(() => server?.dispose());

// Issue 39: the kiosk's attract screen names its event, as the tablet's does.
describe('GET /api/booth', () => {
  it("tells the kiosk's screen the event its sign-ups go to, before any PIN", async () => {
    server = await startTestServer({
      formSource: 'kiosk',
      booth: { pin: '2468' },
      boothSync: { event: 'CES 2027', intervalMs: 60_000, retryMaxMs: 60_000 },
    });
    const info = (await request(`${server.url}${boothPaths.booth}`)).body as BoothInfo;
    expect(info).toMatchObject({ booth: true, unlocked: false, event: 'CES 2027' });
  });
});
