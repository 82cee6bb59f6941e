import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// electron-builder's own loader and schema check; building the installers needs a download.
const require = createRequire(import.meta.url);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(dir: string, path: string, options: null): Promise<Record<string, unknown>>;
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

type Targets = { target: string[]; icon: string };
interface PackageJson {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;

/** Every .ts file the kiosk's main process can load at run time (tests and test helpers aside). */
function runtimeSources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : runtimeSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The npm package a bare import names ('pg', '@scope/name/sub' -> '@scope/name'). */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  if (builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('electron-builder.yml', () => {
  it('passes electron-builder schema and builds AppImage, deb, NSIS and dmg from out/', async () => {
    const config = await getConfig(process.cwd(), 'electron-builder.yml', null);
    await validateConfiguration(config, new DebugLogger(false));
    expect(config.appId).toBe('ai.synapse.kiosk');
    expect(config.productName).toBe('Synapse');
    expect(JSON.stringify(config.files)).toContain('"out/**"');
    expect(config.directories).toMatchObject({ buildResources: 'resources' });
    expect((config.linux as Targets).target).toEqual(['AppImage', 'deb']);
    expect((config.win as Targets).target).toEqual(['nsis']);
    expect((config.mac as Targets).target).toEqual(['dmg']);
    for (const platform of ['linux', 'win', 'mac'] as const) {
      expect(existsSync((config[platform] as Targets).icon)).toBe(true);
    }
  });

  it('flips the fuses of the Electron security checklist in the packaged binary', async () => {
    const config = await getConfig(process.cwd(), 'electron-builder.yml', null);
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packages Electron on a supported major (the newest or one of the two before it)', () => {
    const installed = (require('electron/package.json') as { version: string }).version;
    // The registry's newest major when this was written; a newer one only widens the window.
    expect(Number(installed.split('.')[0])).toBeGreaterThanOrEqual(43);
    expect(pkg.devDependencies.electron).toMatch(/^\^4[3-9]\./);
  });

  it("starts the app from electron-vite's main bundle", () => {
    expect(pkg.main).toBe('out/main/index.js');
  });

  it('ships every package the embedded server and the main process import at run time', () => {
    const imports = [...runtimeSources('server'), ...runtimeSources('electron/main')].flatMap(
      (file) =>
        [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm)]
          .filter((match) => !match[0].includes('import type') && !match[0].includes('export type'))
          .map((match) => packageOf(match[1]!)),
    );
    const needed = [...new Set(imports)].filter((name) => name && name !== 'electron') as string[];
    expect(needed.length).toBeGreaterThan(10);
    const missing = needed.filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });
});
