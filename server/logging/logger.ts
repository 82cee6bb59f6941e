import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** LOG_LEVEL's values, most to least severe; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** LOG_FORMAT: one JSON object a line for a log collector, or readable lines for a person. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

/**
 * Fields that hold a person's data or a secret, censored wherever a line's fields name them (at the
 * top or one level down). The server logs none of them on purpose: this is the net under that.
 */
const PERSONAL_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'name',
  'company',
  'phone',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'apiKey',
  'key',
  'pin',
  'secret',
  'sessionSecret',
  'authorization',
  'cookie',
];
const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** Anything shaped like an e-mail address, in an error's text (a database's detail may quote one). */
const EMAIL_SHAPED = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[A-Za-z]{2,}/g;

function withoutAddresses(text: string | undefined): string | undefined {
  return text?.replace(EMAIL_SHAPED, '[e-mail]');
}

/**
 * An error as a line shows it: its kind, message, code and stack, and nothing else. pino's own
 * serializer copies every property, and a driver's error may carry the row it failed on
 * (PostgreSQL's `detail`, an SMTP server's answer).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutAddresses(String(error)) };
  const code = (error as NodeJS.ErrnoException).code;
  return {
    type: error.name,
    message: withoutAddresses(error.message),
    ...(code === undefined ? {} : { code }),
    stack: withoutAddresses(error.stack),
  };
}

let lastMs = Number.NaN;
let lastTime = '';

/**
 * pino's isoTime (`,"time":"2026-11-29T14:40:00.000Z"`), made once a millisecond: under load a
 * dozen lines share one, and each made its own Date and string (issue 42, item 1).
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

function loggerOptions(settings: LogSettings, redacting = true): LoggerOptions {
  return {
    level: settings.level,
    ...(redacting ? { redact: { paths: REDACT_PATHS, censor: '[redacted]' } } : {}),
    serializers: { err: serializeError },
    timestamp: isoTime,
    // A collector reads "level":"info"; pino-pretty reads pino's numbers.
    ...(settings.format === 'json'
      ? { formatters: { level: (label: string) => ({ level: label }) } }
      : {}),
  };
}

/**
 * stdout, written without blocking: the lines logged while a write is on its way go out together
 * in the next one (a request's line no longer costs the request a write of its own), and pino
 * writes what is left synchronously when the process exits, process.exit included.
 *
 * The lines wait as buffers: in its text mode SonicBoom appends each line to the text waiting and
 * measures that text's bytes, which copies all of it again on every line (7 KB of garbage a
 * count request under load, issue 42, item 1).
 */
function stdout(): DestinationStream {
  const sonic = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  return {
    // In buffer mode SonicBoom takes buffers, which its types (text only) do not say.
    write: (line: string) => sonic.write(Buffer.from(line) as unknown as string),
    flush: (callback?: (error?: Error) => void) => sonic.flush(callback),
    flushSync: () => sonic.flushSync(),
  } as DestinationStream;
}

/**
 * A logger writing to `destination` (stdout when unset). Pretty lines are made by pino-pretty's
 * formatter in this thread and handed to the destination as JSON lines are: no worker thread
 * needs a file of its own beside the bundled server.
 */
export async function createLogger(
  settings: LogSettings,
  destination: DestinationStream = stdout(),
): Promise<Logger> {
  return pino(loggerOptions(settings), await linesTo(settings, destination));
}

/** Where lines go: the destination itself for JSON, through pino-pretty's formatter for people. */
async function linesTo(settings: LogSettings, destination: DestinationStream) {
  if (settings.format === 'json') return destination;
  // Loaded only when asked for: a deployment writing JSON never loads it.
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return { write: (line: string) => destination.write(prettify(line)) };
}

/** Until an entry configures it: JSON lines at info on stdout. */
const firstLines = stdout();
let current: Logger = pino(loggerOptions({ level: 'info', format: 'json' }), firstLines);
let requestLines: Logger = pino(
  loggerOptions({ level: 'info', format: 'json' }, false),
  firstLines,
);

/** Makes `log` write with these settings: the process's entry calls it once, tests to capture. */
export async function configureLogging(
  settings: LogSettings,
  destination: DestinationStream = stdout(),
): Promise<void> {
  const lines = await linesTo(settings, destination);
  current = pino(loggerOptions(settings), lines);
  requestLines = pino(loggerOptions(settings, false), lines);
}

/**
 * The request log's line (logging/requestLog.ts), on the same destination as `log`. Its fields
 * are the ones that middleware names (id, method, route pattern, status, time), none a person's,
 * so it skips the redaction pass every other line takes: a tenth of a count's CPU (issue 42).
 */
export const requestLog = {
  info: (fields: Record<string, unknown>, message: string) => requestLines.info(fields, message),
};

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

function forward(method: Method): Logger[Method] {
  return ((...args: unknown[]) => Reflect.apply(current[method], current, args)) as Logger[Method];
}

/**
 * The server's one log, pino's methods: `log.info('text')`, `log.error({ err }, 'text')`. Lines
 * never carry a request's body or query string, nor a person's address, name, token or key.
 */
export const log: Pick<Logger, Method> & { isLevelEnabled(level: LogLevel): boolean } = {
  fatal: forward('fatal'),
  error: forward('error'),
  warn: forward('warn'),
  info: forward('info'),
  debug: forward('debug'),
  trace: forward('trace'),
  isLevelEnabled: (level) => current.isLevelEnabled(level),
};
