import { describe, expect, it } from 'vitest';
import { StoreStartError } from '../errors.js';
import { PostgresStore } from '../assembly/postgresStore.js';

describe('a PostgreSQL store that cannot start', () => {
  it('fails with its own StoreStartError naming the database without its password', async () => {
    const opening = PostgresStore.open({
      databaseUrl: 'postgres://synapse:secret-word@127.0.0.1:1/nowhere',
    });
    await expect(opening).rejects.toBeInstanceOf(StoreStartError);
    await expect(opening).rejects.toThrow(/Cannot use the PostgreSQL database/);
    await expect(opening).rejects.not.toThrow(/secret-word/);
  });
});
