import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileServer, REPO_ROOT } from './childServer.js';

/**
 * One build of the server for the whole run, for the tests that start it as a process. `npm
 * test` builds first and names its dist/ in TEST_BUILD_DIR; a run of vitest alone compiles the
 * server once into a temp folder here (no type check: that is `npm run typecheck`).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const given = process.env.TEST_BUILD_DIR;
  if (given) {
    const dir = resolve(REPO_ROOT, given);
    if (!existsSync(join(dir, 'node', 'server', 'main.js'))) {
      throw new Error(`TEST_BUILD_DIR=${given} holds no node/server/main.js: run npm run build`);
    }
    project.provide('testBuildDir', dir);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'synapse-test-build-'));
  await compileServer(dir);
  project.provide('testBuildDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
