import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from './constants';

/** The parts of the built server a spec starts on its own (dist/node/server). */
interface RunningServer {
  url: string;
  stop(): Promise<void>;
}
type StartServer = (config: object, hooks?: { now?: () => Date }) => Promise<RunningServer>;
type ConfigureLogging = (settings: { level: string; format: string }) => Promise<void>;
type TestConfig = (dataDir: string, overrides: object) => object;

export interface OwnServer {
  url: string;
  dispose(): Promise<void>;
}

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'dist');
const built = (path: string) => import(pathToFileURL(join(buildDir, 'node', 'server', path)).href);

/**
 * A server of the build under test in the spec's own process, for what the shared e2e server
 * cannot show: a clock of its own for the store (a join made minutes ago) or production without
 * PUBLIC_URL. Its mail goes to the e2e SMTP server (e2e/support/mail.ts reads it); the site is
 * the built one.
 */
export async function startOwnServer(
  port: number,
  options: { publicUrl: boolean; storeClockOffsetMs?: number },
): Promise<OwnServer> {
  const { startServer, configureLogging } = (await built('server.js')) as {
    startServer: StartServer;
    configureLogging: ConfigureLogging;
  };
  // As the e2e server's: a line per request would flood the test run's output.
  await configureLogging({ level: 'warn', format: 'json' });
  const { testConfig } = (await built('testing/testServer.js')) as { testConfig: TestConfig };
  const dataDir = mkdtempSync(join(tmpdir(), 'synapse-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ? url : null;
  const offset = options.storeClockOffsetMs ?? 0;
  const running = await startServer(
    testConfig(dataDir, {
      port,
      adminPassword: E2E_ADMIN_PASSWORD,
      webRoot: join(buildDir, 'web'),
      formMinMs: 0,
      publicUrl,
      loop: {
        smtpUrl: `smtp://127.0.0.1:${E2E_PORT + 10_000}`,
        mailFrom: 'Synapse <waitlist@synapse.test>',
        ...(publicUrl ? { publicUrl } : {}),
        retryBaseMs: 200,
      },
    }),
    offset === 0 ? {} : { now: () => new Date(Date.now() + offset) },
  );
  return {
    url,
    dispose: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
