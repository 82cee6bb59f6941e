/** Makes `target` hold exactly the PostgreSQL migration files (server/store/postgres/migrations). */
export function copyMigrations(target: string): void;
/** Copies them into a build of tsconfig.server.json (its outDir), where migrate.js looks. */
export function copyMigrationsToServerBuild(outDir: string): void;
