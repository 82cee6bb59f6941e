import { configureLogging, type LogLevel } from '../logging/logger.js';

/**
 * A test run's log: through the console, which vitest shows only with a failing test, and from
 * warn up (a request line per call of every API test would be most of a failure's output).
 */
export function logToTestConsole(): Promise<void> {
  return configureLogging(
    { level: 'warn', format: 'json' },
    { write: (line: string) => console.log(line.trimEnd()) },
  );
}

export interface CapturedLog {
  /** Every line written since the capture began, as written. */
  readonly lines: string[];
  /** The lines as JSON objects. */
  records(): Record<string, unknown>[];
  /** The messages (`msg`) written so far. */
  messages(): string[];
  /** Back to the test run's log. */
  stop(): Promise<void>;
}

/** Sends the server's log into memory, as JSON lines from `level` up, until stop(). */
export async function captureLog(level: LogLevel = 'debug'): Promise<CapturedLog> {
  const lines: string[] = [];
  await configureLogging({ level, format: 'json' }, { write: (line: string) => lines.push(line) });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    lines,
    records,
    messages: () => records().map((record) => String(record.msg)),
    stop: logToTestConsole,
  };
}
