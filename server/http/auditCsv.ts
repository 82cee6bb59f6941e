import type { Writable } from 'node:stream';
import type { AuditEvent } from '../../src/shared/index.js';
import { writeCsv } from './csv.js';

export const AUDIT_CSV_HEADER = ['Time', 'Action', 'Who', 'Address', 'Detail'] as const;

/** The audit log as CSV, through the one writer that makes every cell safe (csv.ts). */
export async function writeAuditCsv(
  events: AsyncIterable<AuditEvent>,
  destination: Writable,
): Promise<void> {
  async function* rows() {
    for await (const event of events) {
      yield [event.at, event.action, event.actor, event.ip, event.detail];
    }
  }
  await writeCsv(AUDIT_CSV_HEADER, rows(), destination);
}
