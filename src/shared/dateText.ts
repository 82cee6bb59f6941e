/**
 * Every date the product shows (issue 44, item 4) in one form: "28 Nov 2026, 14:05", a day alone
 * as "28 Nov 2026". Pages show the viewer's own time zone; e-mails, read anywhere, show UTC and say
 * so. The CSV export keeps ISO 8601 and does not come here.
 */

/** Our own month names: ICU's en-GB abbreviations change between versions ("Sep", "Sept"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DateTextOptions {
  /** An IANA zone ("Europe/Paris", "UTC"); left out: the zone of whoever runs the code. */
  timeZone?: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    partsFormats.set(key, format);
  }
  return format;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(date: Date, timeZone: string | undefined) {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    day: String(Number(parts.day)),
    month: MONTHS[Number(parts.month) - 1]!,
    year: parts.year!,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "28 Nov 2026, 14:05"; something that is not a date comes back as it was given. */
export function formatDateTime(value: string | Date, options: DateTextOptions = {}): string {
  const date = toDate(value);
  if (!date) return String(value);
  const { day, month, year, time } = partsOf(date, options.timeZone);
  return `${day} ${month} ${year}, ${time}`;
}

/** "28 Nov 2026". A YYYY-MM-DD day is a calendar day and is shown as that day in every zone. */
export function formatDay(value: string | Date, options: DateTextOptions = {}): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return `${day} ${MONTHS[month! - 1]} ${year}`;
  }
  const date = toDate(value);
  if (!date) return String(value);
  const { day, month, year } = partsOf(date, options.timeZone);
  return `${day} ${month} ${year}`;
}

/** "14:05": for what happened today (a booth's last sync, its latest leads). */
export function formatTime(value: string | Date, options: DateTextOptions = {}): string {
  const date = toDate(value);
  return date ? partsOf(date, options.timeZone).time : String(value);
}

/** An e-mail's date: "28 Nov 2026, 14:05 UTC". */
export function formatDateTimeUtc(value: string | Date): string {
  const date = toDate(value);
  return date ? `${formatDateTime(date, { timeZone: 'UTC' })} UTC` : String(value);
}
