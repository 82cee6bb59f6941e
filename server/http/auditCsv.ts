import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { AuditEvent } from '../../src/shared/index.js';
import { neutraliseCell } from './csv.js';

export const AUDIT_CSV_HEADER = ['Time', 'Action', 'Who', 'Address', 'Detail'] as const;

/** The audit log as RFC 4180 CSV (UTF-8 with a byte-order mark), formula cells neutralised. */
export async function writeAuditCsv(
  events: AsyncIterable<AuditEvent>,
  destination: Writable,
): Promise<void> {
  async function* rows() {
    for await (const event of events) {
      yield [
        event.at,
        event.action,
        neutraliseCell(event.actor),
        event.ip,
        neutraliseCell(event.detail),
      ];
    }
  }
  const csv = stringify({
    header: true,
    columns: [...AUDIT_CSV_HEADER],
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  await pipeline(Readable.from(rows()), csv, destination);
}
