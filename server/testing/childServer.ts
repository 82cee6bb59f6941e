import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { bundleServer } from '../../scripts/build/bundleServer.mjs';
import { copyMigrationsToServerBuild } from '../../scripts/build/copyMigrations.mjs';

const run = promisify(execFile);

/** The repository root: server/testing/ is two folders down. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface ServerBuild {
  /** Holds node/ (the compiled server) and, for a private build, a node_modules link back to the repository's. */
  dir: string;
  mainFile: string;
  dispose(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one build (serverBuildSetup.ts): a folder with node/ and web/ inside, as dist/. */
    testBuildDir: string;
  }
}

/**
 * Compiles the server into `dir`/node as `npm run build:server` does, without its type check
 * (the type check is a step of its own): tsc, the migrations beside it, main.js bundled. The
 * node_modules link lets the compiled files resolve their packages from a temp folder.
 */
export async function compileServer(dir: string): Promise<void> {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const out = join(dir, 'node');
  await run(
    process.execPath,
    [tsc, '-p', 'tsconfig.server.json', '--outDir', out, '--sourceMap', 'false', '--noCheck'],
    { cwd: REPO_ROOT },
  );
  copyMigrationsToServerBuild(out);
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // main.js bundled as `npm run build:server` does: the tests run the server that is shipped.
  await bundleServer(out);
}

/**
 * The server the test run built once (serverBuildSetup.ts: the build step's dist/ under `npm
 * test`), to run as a child process. Shared and read-only: dispose() leaves it.
 */
export async function buildServer(): Promise<ServerBuild> {
  const dir = inject('testBuildDir');
  return {
    dir,
    mainFile: join(dir, 'node', 'server', 'main.js'),
    dispose: async () => undefined,
  };
}

/** A copy of the run's server build of the test's own, for a test that changes the build. */
export async function privateServerBuild(): Promise<ServerBuild> {
  const shared = await buildServer();
  const dir = await mkdtemp(join(tmpdir(), 'synapse-build-'));
  await cp(join(shared.dir, 'node'), join(dir, 'node'), { recursive: true });
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    mainFile: join(dir, 'node', 'server', 'main.js'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface ChildServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown handler runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes requests in flight and flushes the store. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  build: ServerBuild;
  dataDir: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

// main.js says "Synapse is listening on", the booth's tools/booth.js "Synapse booth is listening on".
export const LISTENING = /Synapse (?:booth )?is listening on (http:\/\/[^\s]+:(\d+))/;

/** Runs `node dist/node/server/main.js` (from a private build) on a free port of 127.0.0.1. */
export function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, [options.build.mainFile], {
    cwd: options.build.dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_ROOT: join(options.dataDir, 'no-site'),
      JOIN_RATE_LIMIT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    // 'close', not 'exit': the process may have exited with its last lines still in the pipe.
    (resolveExit) => child.once('close', (code, signal) => resolveExit({ code, signal })),
  );
  return new Promise((resolveStart, rejectStart) => {
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`The server did not start in time. Output:\n${text}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = LISTENING.exec(text);
      if (match && !started) {
        started = true;
        clearTimeout(timer);
        resolveStart({
          url: match[1]!,
          port: Number(match[2]),
          child,
          output: () => text,
          exited,
          kill: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      rejectStart(new Error(`The server exited (${code ?? signal}) before listening:\n${text}`));
    });
  });
}
