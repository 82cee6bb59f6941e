/**
 * host:port/database of a DATABASE_URL, for messages: never the user's password. Apart from
 * pool.ts so that the start of a server on lowdb does not load the pg package.
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}
