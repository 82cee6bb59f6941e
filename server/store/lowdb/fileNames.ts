/**
 * The files of a lowdb data folder, in a module of their own: the server's entry names the snapshot
 * to read it ahead (readAhead.ts) without loading the store.
 */
export const DATA_FILE = 'db.json';
export const JOURNAL_FILE = 'db.journal';
/** The journal being folded into a new snapshot while joins go on in a fresh db.journal. */
export const FOLDING_FILE = 'db.journal.folding';
