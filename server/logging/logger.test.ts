import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, loadLogSettings } from '../config.js';
import { LISTENING } from '../testing/childServer.js';
import { logToTestConsole } from '../testing/logCapture.js';
import { configureLogging, createLogger, isoTime, log, type LogSettings } from './logger.js';

afterEach(logToTestConsole);

/** The lines a logger with these settings writes for `write`. */
async function linesOf(
  settings: LogSettings,
  write: (logger: Awaited<ReturnType<typeof createLogger>>) => void,
): Promise<string[]> {
  const lines: string[] = [];
  write(await createLogger(settings, { write: (line: string) => lines.push(line) }));
  return lines.join('').trimEnd().split('\n');
}

const LISTENING_LINE = 'Synapse is listening on http://127.0.0.1:43123 (data in /srv/synapse/data)';

describe('the log formats', () => {
  it('writes one JSON object a line with the level, the time and the message', async () => {
    const [line] = await linesOf({ level: 'info', format: 'json' }, (logger) =>
      logger.info({ route: '/api/waitlist/join' }, 'hello'),
    );
    const record = JSON.parse(line!) as Record<string, unknown>;
    expect(record).toMatchObject({ level: 'info', msg: 'hello', route: '/api/waitlist/join' });
    expect(new Date(String(record.time)).toISOString()).toBe(record.time);
  });

  it("stamps a line with pino's ISO time, made once a millisecond", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-29T14:40:00.123Z'));
      const first = isoTime();
      expect(first).toBe(pino.stdTimeFunctions.isoTime());
      expect(first).toBe(',"time":"2026-11-29T14:40:00.123Z"');
      expect(isoTime()).toBe(first);
      vi.setSystemTime(new Date('2026-11-29T14:40:00.124Z'));
      expect(isoTime()).toBe(',"time":"2026-11-29T14:40:00.124Z"');
      vi.setSystemTime(new Date('2026-11-29T14:39:59.000Z'));
      expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a readable line for a person, not JSON', async () => {
    const [line] = await linesOf({ level: 'info', format: 'pretty' }, (logger) =>
      logger.warn('hello there'),
    );
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] .*WARN.*: hello there$/);
    expect(() => JSON.parse(line!)).toThrow();
  });

  it('keeps the listening line findable by the tests and scripts that wait for it, in both formats', async () => {
    for (const format of ['json', 'pretty'] as const) {
      const [line] = await linesOf({ level: 'info', format }, (logger) =>
        logger.info({ url: 'http://127.0.0.1:43123' }, LISTENING_LINE),
      );
      const match = LISTENING.exec(line!);
      expect(match?.[1], format).toBe('http://127.0.0.1:43123');
      expect(match?.[2], format).toBe('43123');
      // bench/load.mjs and bench/serverProcess.mjs
      expect(/Synapse is listening on (http:\/\/\S+)/.exec(line!)?.[1]).toBe(
        'http://127.0.0.1:43123',
      );
    }
  });

  it('writes nothing below LOG_LEVEL', async () => {
    const lines = await linesOf({ level: 'warn', format: 'json' }, (logger) => {
      logger.info('not this');
      logger.error('this');
    });
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['this']);
  });

  it('censors the fields that hold a person or a secret, and e-mail addresses in errors', async () => {
    const error = Object.assign(new Error('duplicate key: (email)=(ada@example.com)'), {
      detail: 'Key (email)=(ada@example.com) already exists.',
      code: '23505',
    });
    const [line] = await linesOf({ level: 'info', format: 'json' }, (logger) =>
      logger.error(
        { err: error, email: 'ada@example.com', entry: { firstName: 'Ada', token: 'tok-123' } },
        'failed',
      ),
    );
    expect(line).not.toMatch(/ada@example\.com|Ada|tok-123/);
    const record = JSON.parse(line!) as { err: Record<string, unknown>; email: string };
    expect(record.email).toBe('[redacted]');
    expect(record.err).toMatchObject({ type: 'Error', code: '23505' });
    expect(record.err.message).toBe('duplicate key: (email)=([e-mail])');
    expect(record.err).not.toHaveProperty('detail');
  });

  it('sends the server-wide log where it is configured', async () => {
    const lines: string[] = [];
    await configureLogging(
      { level: 'debug', format: 'json' },
      { write: (l: string) => lines.push(l) },
    );
    log.debug({ n: 1 }, 'configured');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'debug', msg: 'configured', n: 1 });
  });
});

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('default to info, and to readable lines on a terminal and JSON elsewhere', () => {
    expect(loadConfig({}, true).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadConfig({}, false).log).toEqual({ level: 'info', format: 'json' });
    // .env.example's empty values count as unset.
    expect(loadConfig({ LOG_LEVEL: '', LOG_FORMAT: '' }, false).log).toEqual({
      level: 'info',
      format: 'json',
    });
  });

  it('are overridden by LOG_FORMAT and LOG_LEVEL', () => {
    expect(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' }, true).log).toEqual({
      level: 'debug',
      format: 'json',
    });
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).log?.format).toBe('pretty');
  });

  it('refuse an unknown value by name, and log that refusal in the default format', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(loadLogSettings({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' }, false)).toEqual({
      level: 'info',
      format: 'json',
    });
  });
});
