import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.js';

describe('loadConfig', () => {
  it('gives every setting its documented default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve('data'),
      joinRateLimit: 30,
      trustProxy: false,
      production: false,
      workers: 1,
      formSource: 'form',
      webRoot: resolve('dist/web'),
      apiRateLimit: 600,
      databaseUrl: undefined,
      adminPassword: undefined,
      referralBoost: 5,
      referralDailyCap: 10,
    });
  });

  it('reads and coerces what is set', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/synapse',
      JOIN_RATE_LIMIT: '0',
      TRUST_PROXY: '2',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://synapse:pw@db:5432/synapse',
      WORKERS: '4',
      ADMIN_PASSWORD: 'a-long-password',
      REFERRAL_DAILY_CAP: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/synapse',
      joinRateLimit: 0,
      trustProxy: 2,
      production: true,
      workers: 4,
      databaseUrl: 'postgres://synapse:pw@db:5432/synapse',
      adminPassword: 'a-long-password',
      referralDailyCap: 0,
    });
  });

  it('names every invalid variable in one ConfigError, never echoing a database password', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SESSION_SECRET: 'short',
        DATABASE_URL: 'mysql://u:hunter2@h/d',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/SESSION_SECRET must be at least 16 characters/);
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\//);
    expect(message).not.toMatch(/hunter2/);
  });

  it('refuses several workers without PostgreSQL', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL/);
  });

  it('refuses a SYNC_URL over plain http to another computer, at start-up and in words', () => {
    expect(() => loadConfig({ SYNC_URL: 'http://example.test' })).toThrow(
      /SYNC_URL must start with https:\/\/ \(http:\/\/ only for this computer/,
    );
    expect(loadConfig({ SYNC_URL: 'https://synapse.example.com/' }).boothSync?.url).toBe(
      'https://synapse.example.com',
    );
  });

  it('refuses an EVENT_NAME with a control character or a direction mark, which the web would refuse', () => {
    for (const name of ['CES\u00002026', 'CES\n2026', 'CES \u202E6202', 'CES\u200E 2026']) {
      expect(() => loadConfig({ EVENT_NAME: name })).toThrow(/EVENT_NAME must be one line/);
    }
    expect(
      loadConfig({ EVENT_NAME: 'CES 2026', SYNC_URL: 'https://synapse.example.com' }).boothSync
        ?.event,
    ).toBe('CES 2026');
  });

  it('refuses a SYNC_URL on a private or loopback address unless WEBHOOK_ALLOW_PRIVATE is set', () => {
    for (const url of ['https://10.1.2.3', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(() => loadConfig({ SYNC_URL: url }), url).toThrow(
        /SYNC_URL points to .*private, loopback or link-local.*WEBHOOK_ALLOW_PRIVATE=true/,
      );
    }
    const allowed = loadConfig({
      SYNC_URL: 'http://127.0.0.1:3000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    expect(allowed.boothSync?.url).toBe('http://127.0.0.1:3000');
  });

  it("reads TRUST_PROXY as Express's true/false, hop count or address list", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('METRICS_TOKEN', () => {
  it('leaves /metrics off unless set, and keeps a token that is long enough', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe(
      'scrape-token-0123456789',
    );
  });

  it('refuses a short token or one with spaces by name, without echoing it', () => {
    for (const wrong of ['short', 'a token with spaces in it']) {
      expect(() => loadConfig({ METRICS_TOKEN: wrong }), wrong).toThrow(/METRICS_TOKEN must be/);
      expect(() => loadConfig({ METRICS_TOKEN: wrong }), wrong).not.toThrow(wrong);
    }
  });
});

describe('BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
  it('take no backups unless asked, and keep 24 by default', () => {
    expect(loadConfig({}).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      dir: '/srv/backups',
      everyMs: null,
      keep: 24,
    });
  });

  it('read a duration in seconds, minutes, hours or days, or off', () => {
    const every = (BACKUP_EVERY: string) =>
      loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY, BACKUP_KEEP: '7' }).backups;
    expect(every('90s')).toEqual({ dir: '/srv/backups', everyMs: 90_000, keep: 7 });
    expect(every('15m')?.everyMs).toBe(900_000);
    expect(every('1h')?.everyMs).toBe(3_600_000);
    expect(every('2d')?.everyMs).toBe(172_800_000);
    expect(every('off')?.everyMs).toBeNull();
    for (const wrong of ['1', 'hourly', '0h', '1.5h', '-1h']) {
      expect(() => every(wrong), wrong).toThrow(/BACKUP_EVERY must be a duration/);
    }
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('refuse a schedule without a folder, and with DATABASE_URL point to pg_dump', () => {
    expect(() => loadConfig({ BACKUP_EVERY: '1h' })).toThrow(/BACKUP_EVERY needs BACKUP_DIR/);
    const postgres = () =>
      loadConfig({
        BACKUP_DIR: '/srv/backups',
        BACKUP_EVERY: '1h',
        DATABASE_URL: 'postgres://synapse:pw@db:5432/synapse',
      });
    expect(postgres).toThrow(ConfigError);
    expect(postgres).toThrow(/pg_dump/);
  });
});
