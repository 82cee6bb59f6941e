/** The store's own failures: the HTTP layer and the process's start map them to what people read. */
/** A write could not be made durable (disk full, read-only folder, database down). */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The waitlist is temporarily unavailable. Please try again in a moment.', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** The data file exists but cannot be read as data; it is never overwritten. */
export class CorruptDataFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(
      `The data file ${file} is not valid JSON (${detail}). It was left untouched; ` +
        'restore it from a backup or move it away, then start again.',
    );
    this.name = 'CorruptDataFileError';
  }
}

/** The store cannot be used at start (a database that refuses the connection or the migration). */
export class StoreStartError extends Error {
  override name = 'StoreStartError';
}
