export function folderClosedToPostgres(embedded?: string): string | undefined;
export function closedFolderOnTheWay(folder: string): string | undefined;
export function postgresReachProblem(embedded?: string): string | undefined;
