import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// electron-builder's own loader and schema check; building the installers needs a download.
const require = createRequire(import.meta.url);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(dir: string, path: string, options: null): Promise<Record<string, unknown>>;
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

type Targets = { target: string[]; icon: string };

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

  it("starts the app from electron-vite's main bundle", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string };
    expect(pkg.main).toBe('out/main/index.js');
  });
});
