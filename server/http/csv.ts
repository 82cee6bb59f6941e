import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LABELS,
  emailSchema,
  type EntryAttribution,
  type WaitlistEntry,
} from '../../src/shared/index.js';

export const CSV_HEADER = [
  'Position',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Consent',
  'Source',
  'Created at',
  // Issue 27: where a booth sign-up came from and what staff set on the lead.
  'Event',
  'Device',
  'Lead rating',
  'Lead interests',
  'Lead note',
  // Issue 40, item 5: the booth staff who captured and who qualified the lead.
  'Captured by',
  'Qualified by',
  // Issue 42, item 6: the badge's id when its code held only that.
  'Badge id',
  // Issue 29: where the sign-up came from.
  ...ATTRIBUTION_FIELDS.map((field) => ATTRIBUTION_LABELS[field]),
] as const;

/** A booth sign-up's columns, by entry id (empty for every other entry). */
export interface LeadColumns {
  event: string;
  device: string;
  rating: string;
  interests: string;
  note: string;
  capturedBy: string;
  qualifiedBy: string;
  badgeId: string;
}

const NO_LEAD_COLUMNS = ['', '', '', '', '', '', '', ''];

/** Characters that make a spreadsheet read a cell as a formula (docs/product.md §12 "Admin"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Rows written between two yields to the event loop, so an export never holds up other requests.
 */
export const ROWS_PER_TURN = 500;

/**
 * Prefixes an apostrophe to a cell a spreadsheet would run as a formula. A valid e-mail address
 * (the shared rule; "+alice@example.com") is data, not a formula, and stays exactly as it is.
 */
export function neutraliseCell(value: string): string {
  if (!FORMULA_START.test(value)) return value;
  return emailSchema.safeParse(value).success && value === value.trim() ? value : `'${value}`;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A waitlist entry's row, as plain values: writeCsv makes each cell safe. */
export function entryRow(
  entry: WaitlistEntry,
  lead?: LeadColumns,
  attribution?: EntryAttribution | null,
): string[] {
  const leadCells = lead
    ? [
        lead.event,
        lead.device,
        lead.rating,
        lead.interests,
        lead.note,
        lead.capturedBy,
        lead.qualifiedBy,
        lead.badgeId,
      ]
    : NO_LEAD_COLUMNS;
  const attributionCells = ATTRIBUTION_FIELDS.map((field) => attribution?.[field] ?? '');
  return [
    String(entry.position),
    entry.firstName,
    entry.lastName,
    entry.email,
    entry.company,
    entry.hasConsented ? 'yes' : 'no',
    entry.source,
    entry.createdAt,
    ...leadCells,
    ...attributionCells,
  ];
}

/** The export file's name for a day: synapse-waitlist-YYYY-MM-DD.csv (UTC). */
export function exportFileName(now: Date): string {
  return `synapse-waitlist-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The one CSV writer of every export (issue 24, item 3): RFC 4180 (CRLF, quotes where needed,
 * header row) with a UTF-8 byte-order mark so that spreadsheets read accents right, and every
 * cell of every column neutralised, so no column is left out as the audit log's address once was.
 * Rows stream one at a time, with backpressure, yielding to the event loop now and then.
 */
export async function writeCsv(
  header: readonly string[],
  rows: AsyncIterable<readonly string[]>,
  destination: Writable,
): Promise<void> {
  async function* safeRows() {
    let written = 0;
    for await (const row of rows) {
      yield row.map(neutraliseCell);
      written += 1;
      if (written % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
  const csv = stringify({
    header: true,
    columns: header.map(neutraliseCell),
    bom: true,
    record_delimiter: 'windows',
    // A bare line break inside a cell needs quotes too (RFC 4180), not only the CRLF delimiter.
    quoted_match: /[\r\n]/,
  });
  await pipeline(Readable.from(safeRows()), csv, destination);
}

/** The waitlist export: every entry, oldest first. */
export async function writeWaitlistCsv(
  entries: AsyncIterable<WaitlistEntry>,
  destination: Writable,
  leads: ReadonlyMap<number, LeadColumns> = new Map(),
  /** Where entries came from (issue 29), asked for ROWS_PER_TURN entries at a time. */
  attributionsOf: (ids: number[]) => Promise<ReadonlyMap<number, EntryAttribution>> = async () =>
    new Map(),
): Promise<void> {
  async function* rows() {
    let batch: WaitlistEntry[] = [];
    const flush = async function* () {
      const found = await attributionsOf(batch.map((entry) => entry.id));
      for (const entry of batch) yield entryRow(entry, leads.get(entry.id), found.get(entry.id));
      batch = [];
    };
    for await (const entry of entries) {
      batch.push(entry);
      if (batch.length === ROWS_PER_TURN) yield* flush();
    }
    yield* flush();
  }
  await writeCsv(CSV_HEADER, rows(), destination);
}
