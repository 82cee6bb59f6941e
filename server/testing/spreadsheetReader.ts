import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const READ_CSV =
  'import csv, json, sys\n' +
  "with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:\n" +
  '    print(json.dumps(list(csv.reader(f))))\n';

/**
 * A downloaded CSV file as a real CSV reader (Python's csv module) reads it: a list of rows of
 * cells, the header row first. Export tests assert on what a spreadsheet would be handed.
 */
export async function readCsvDownload(response: Response): Promise<string[][]> {
  const scratch = await mkdtemp(join(tmpdir(), 'synapse-csv-'));
  try {
    const file = join(scratch, 'export.csv');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await promisify(execFile)('python3', ['-c', READ_CSV, file]);
    return JSON.parse(stdout) as string[][];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
