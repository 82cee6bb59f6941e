import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  VISITOR_LINKS_KEEP_MS,
  visitorLinksSchema,
  type VisitorLinks,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import { writeFileDurably } from '../../files/durableFile.js';

/** The links the web made for this kiosk's newest visitors, kept in the data folder (mode 0600). */
export const VISITOR_LINKS_FILE = 'visitor-links.json';

const keptSchema = z.array(
  z.object({ ticket: z.number().int(), createdAt: z.string(), links: visitorLinksSchema }),
);
type Kept = z.output<typeof keptSchema>;

/**
 * A kiosk visitor's links (issue 39, item 3), from the sync's answer to the thank-you, by the
 * ticket the kiosk gave them. Only sign-ups of the last VISITOR_LINKS_KEEP_MS are kept: a status
 * link opens the visitor's status, and nobody at the booth needs an older one.
 */
export class KeptVisitorLinks {
  private constructor(
    private readonly file: string,
    private kept: Kept,
    private readonly now: () => Date,
  ) {}

  static async open(dataDir: string, now: () => Date): Promise<KeptVisitorLinks> {
    const file = join(dataDir, VISITOR_LINKS_FILE);
    const saved = await readFile(file, 'utf8').then(
      (text) => keptSchema.safeParse(JSON.parse(text)).data ?? [],
      // None yet, or unreadable: links the thank-you misses come by e-mail all the same.
      () => [],
    );
    return new KeptVisitorLinks(file, saved, now);
  }

  linksOf(ticket: number): VisitorLinks | null {
    return this.recent(this.kept).find((kept) => kept.ticket === ticket)?.links ?? null;
  }

  async keep(visitors: readonly { entry: WaitlistEntry; links: VisitorLinks }[]): Promise<void> {
    const added = visitors.map(({ entry, links }) => ({
      ticket: entry.position,
      createdAt: entry.createdAt,
      links,
    }));
    const kept = this.recent([...this.kept, ...added]);
    if (added.length === 0 && kept.length === this.kept.length) return;
    this.kept = kept;
    await writeFileDurably(this.file, JSON.stringify(kept) + '\n');
  }

  private recent(kept: Kept): Kept {
    const since = this.now().getTime() - VISITOR_LINKS_KEEP_MS;
    return kept.filter(({ createdAt }) => Date.parse(createdAt) >= since);
  }
}
