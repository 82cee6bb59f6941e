/** Bundles `outDir`/server/main.js (a build of tsconfig.server.json) with what it imports, in place. */
export function bundleServer(outDir: string): Promise<void>;
