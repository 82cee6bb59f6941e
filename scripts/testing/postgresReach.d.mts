export function folderClosedToPostgres(): string | undefined;
export function closedFolderOnTheWay(folder: string): string | undefined;
export function postgresReachProblem(): string | undefined;
