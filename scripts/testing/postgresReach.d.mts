export function folderClosedToPostgres(): string | undefined;
export function postgresReachProblem(): string | undefined;
