import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint config on planted snippets: each rule of the architecture picture
// (numbered as in scripts/lint/layers.mjs) must fire, and the allowed imports beside them must pass.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (from: string, name = 'x') =>
  `import { ${name} } from '${from}';\nexport const y = ${name};\n`;

const planted: [string, string, string, RegExp][] = [
  // 1 to 4: the site's layers.
  [
    'shared imports a feature',
    'src/shared/planted.ts',
    importing('@features/waitlist'),
    /import-boundaries: src\/shared may not import src\/features/,
  ],
  [
    'lib imports a feature by relative path',
    'src/lib/planted.ts',
    importing('../features/admin/api'),
    /import-boundaries: src\/lib may not import src\/features/,
  ],
  [
    'a feature imports the app',
    'src/features/landing/planted.ts',
    importing('@app/routes'),
    /may not import src\/app/,
  ],
  [
    "a feature reaches into another's insides",
    'src/features/landing/planted.ts',
    importing('../admin/components/LoginForm'),
    /reached from outside only through its index\.ts/,
  ],
  [
    "the app's routes load a page from a feature's insides",
    'src/app/planted.tsx',
    "export const load = () => import('@features/terminal/pages/Josh2Page');\n",
    /reached from outside only through its index\.ts/,
  ],
  // 16: the booth's hosts (kiosk, tablet) apart; the shared parts import no host.
  [
    "the booth's tablet imports the kiosk's staff panel",
    'src/features/booth/tablet/planted.tsx',
    importing('../kiosk/staff/KioskStaffPanel', 'KioskStaffPanel'),
    /the hosts of src\/features\/booth import nothing of each other \(tablet -> kiosk\)/,
  ],
  [
    "the booth's kiosk imports the tablet through its face",
    'src/features/booth/kiosk/planted.ts',
    importing('@features/booth/tablet', 'tabletPages'),
    /import nothing of each other \(kiosk -> tablet\)/,
  ],
  [
    "the booth's shared parts import a host",
    'src/features/booth/shared/planted.ts',
    importing('../tablet/sendQueue', 'sendQueue'),
    /src\/features\/booth\/shared imports no host \(tablet\)/,
  ],
  // 5: src/shared runs in the browser and in Node.
  [
    'shared imports React',
    'src/shared/planted.ts',
    importing('react', 'useState'),
    /src\/shared imports no package but zod .*: react$/,
  ],
  [
    'shared imports a Node module',
    'src/shared/planted.ts',
    importing('node:fs', 'readFileSync'),
    /src\/shared imports no package but zod .*: node:fs$/,
  ],
  // 6: the console engine is pure.
  [
    'the console engine imports a component of its feature',
    'src/features/terminal/engine/planted.ts',
    importing('../components/Terminal'),
    /the console engine imports nothing outside itself and src\/shared/,
  ],
  [
    'the console engine imports the API client through an alias',
    'src/features/terminal/engine/commands/planted.ts',
    importing('@lib/api', 'apiJson'),
    /the console engine imports nothing outside itself and src\/shared/,
  ],
  [
    'the console engine imports React',
    'src/features/terminal/engine/planted.ts',
    importing('react', 'useState'),
    /the console engine imports no package but chess\.js/,
  ],
  [
    'the console engine imports xterm',
    'src/features/terminal/engine/games/planted.ts',
    importing('@xterm/xterm', 'Terminal'),
    /the console engine imports no package but chess\.js .*: @xterm\/xterm$/,
  ],
  // 7: the site is built on its own.
  [
    'the site imports server code',
    'src/features/waitlist/planted.ts',
    importing('../../../server/config'),
    /src\/ imports nothing outside src\/ .*: \.\.\/\.\.\/\.\.\/server\/config$/,
  ],
  [
    'the site imports the kiosk shell',
    'src/lib/planted.ts',
    importing('../../electron/preload/bridge'),
    /src\/ imports nothing outside src\//,
  ],
  [
    'shared imports a root config file',
    'src/shared/planted.ts',
    importing('../../aliases.config', 'siteAliases'),
    /src\/ imports nothing outside src\//,
  ],
  // 8: one fetch wrapper, called from api.ts files.
  [
    'a component calls the API client outside an api.ts',
    'src/features/terminal/components/Planted.tsx',
    "import { apiJson } from '@lib/api';\nexport const load = () => apiJson('GET', '');\n",
    /no-restricted-imports: .*api\.ts/,
  ],
  [
    'a component calls fetch',
    'src/components/Planted.tsx',
    "export const load = () => fetch('/api/user');\n",
    /no-restricted-globals: .*src\/lib\/api\.ts/,
  ],
  [
    'a feature calls window.fetch',
    'src/features/terminal/planted.ts',
    "export const load = () => window.fetch('/api/user');\n",
    /no-restricted-properties: .*src\/lib\/api\.ts/,
  ],
  // 9: the server imports nothing outside server/ but src/shared.
  [
    'the server imports renderer code',
    'server/planted.ts',
    importing('../src/lib/api'),
    /server\/ imports nothing outside server\/ but src\/shared: \.\.\/src\/lib\/api/,
  ],
  [
    'the server imports the kiosk shell',
    'server/routes/planted.ts',
    importing('../../electron/main/config.js'),
    /server\/ imports nothing outside server\/ but src\/shared/,
  ],
  [
    'the server imports a build script',
    'server/mail/planted.ts',
    importing('../../scripts/build/precompress.mjs'),
    /server\/ imports nothing outside server\/ but src\/shared/,
  ],
  // 10: routes reach the store only through its interface.
  [
    'a route imports the lowdb store',
    'server/routes/planted.ts',
    importing('../store/assembly/lowdbStore.js', 'LowdbStore'),
    /routes reach the store only through its interface .*: \.\.\/store\/assembly\/lowdbStore\.js/,
  ],
  [
    'a route imports a PostgreSQL query module',
    'server/routes/v1/planted.ts',
    importing('../../store/entries/postgresAdminReads.js', 'searchPage'),
    /routes reach the store only through its interface/,
  ],
  [
    "a route imports an area's PostgreSQL file",
    'server/routes/planted.ts',
    importing('../store/entries/postgresEntries.js'),
    /routes reach the store only through its interface/,
  ],
  [
    "a route imports an area's lowdb folder",
    'server/routes/planted.ts',
    importing('../store/referrals/lowdb/referralState.js'),
    /routes reach the store only through its interface/,
  ],
  [
    'a route imports a store helper that is not its interface',
    'server/routes/planted.ts',
    importing('../store/statsWindow.js', 'statsDays'),
    /routes reach the store only through its interface/,
  ],
  // 11: only the composition roots open a store engine.
  [
    'the mail sender opens the lowdb store',
    'server/mail/planted.ts',
    importing('../store/assembly/lowdbStore.js', 'LowdbStore'),
    /only server\/main\.ts, server\/serve\.ts, server\/server\.ts .* and server\/tools\/ open a store engine/,
  ],
  [
    "the loop imports an area's PostgreSQL code",
    'server/loop/planted.ts',
    importing('../store/entries/postgres/joinBatch.js'),
    /open a store engine/,
  ],
  // 12: the store knows no HTTP.
  [
    'the store imports express',
    'server/store/planted.ts',
    "import type { Request } from 'express';\nexport type Planted = Request;\n",
    /the store imports no HTTP code \(express\)/,
  ],
  [
    'the store imports a route',
    'server/store/postgres/planted.ts',
    importing('../../routes/admin.js'),
    /the store imports no HTTP code .*: \.\.\/\.\.\/routes\/admin\.js/,
  ],
  [
    "an area of the store imports the HTTP layer's helpers",
    'server/store/entries/planted.ts',
    importing('../../http/errors.js'),
    /the store imports no HTTP code/,
  ],
  [
    'the store imports the app',
    'server/store/planted.ts',
    importing('../app.js', 'createApp'),
    /the store imports no HTTP code/,
  ],
  [
    "the store imports express-session's code",
    'server/store/postgres/planted.ts',
    "import session from 'express-session';\nexport const y = session;\n",
    /the store names express-session only as types/,
  ],
  // 17: a domain rule the store applies imports nothing of the store.
  [
    'a loop rule names the outbox draft as a store type',
    'server/loop/messages.ts',
    "import type { OutboxDraft } from '../store/loop/loopTypes.js';\nexport type Planted = OutboxDraft;\n",
    /a domain rule the store applies imports nothing of server\/store/,
  ],
  [
    "the webhook events name an endpoint from the sync area's slice",
    'server/webhooks/events.ts',
    "import type { StoredWebhookEndpoint } from '../store/sync/syncTypes.js';\nexport type Planted = StoredWebhookEndpoint;\n",
    /a domain rule the store applies imports nothing of server\/store/,
  ],
  [
    'a referral rule imports the Store interface',
    'server/referrals/rules.ts',
    importing('../store/types.js', 'StoreUnavailableError'),
    /a domain rule the store applies imports nothing of server\/store/,
  ],
  // 18: an engine imports no domain rule and no area.
  [
    'the lowdb engine takes the referral defaults from the rules',
    'server/store/lowdb/engine.ts',
    importing('../../referrals/rules.js', 'DEFAULT_REFERRAL_BOOST'),
    /a store engine imports no domain rule/,
  ],
  [
    "the PostgreSQL engine sets the referral area's settings itself",
    'server/store/postgres/openDatabase.ts',
    importing('../referrals/postgresReferrals.js', 'applyReferralSettings'),
    /a store engine imports no area of the store \(referrals\)/,
  ],
  [
    "the lowdb journal names an area's type",
    'server/store/lowdb/journal.ts',
    "import type { OutboxMessage } from '../loop/loopTypes.js';\nexport type Planted = OutboxMessage;\n",
    /a store engine imports no area of the store \(loop\)/,
  ],
  [
    'the PostgreSQL pool imports a loop rule',
    'server/store/postgres/pool.ts',
    importing('../../loop/messages.js', 'emailDraft'),
    /a store engine imports no domain rule/,
  ],
  [
    "the lowdb engine names an area's state",
    'server/store/lowdb/engine.ts',
    "import type { EntriesState } from '../entries/lowdbEntriesState.js';\nexport type Planted = EntriesState;\n",
    /a store engine imports no area of the store \(entries\)/,
  ],
  // 19: the assembly imports the engines and the areas, never the other way.
  [
    "the lowdb engine makes the assembly's state itself",
    'server/store/lowdb/engine.ts',
    importing('../assembly/lowdbState.js', 'StoreState'),
    /nothing of the store imports its assembly \(server\/store\/assembly\/\) but openStore\.ts/,
  ],
  [
    'the PostgreSQL engine opens the assembled store',
    'server/store/postgres/readiness.ts',
    importing('../assembly/postgresStore.js', 'PostgresStore'),
    /nothing of the store imports its assembly/,
  ],
  [
    "an area names the assembly's whole state",
    'server/store/entries/lowdbEntries.ts',
    "import type { StoreState } from '../assembly/lowdbState.js';\nexport type Planted = StoreState;\n",
    /nothing of the store imports its assembly/,
  ],
  // 13: the kiosk shell imports the server only through its entry.
  [
    'the kiosk shell imports renderer code',
    'electron/main/planted.ts',
    importing('../../src/features/booth/kiosk'),
    /electron\/ imports nothing outside electron\/ but src\/shared/,
  ],
  [
    'the kiosk shell imports a route',
    'electron/main/planted.ts',
    importing('../../server/routes/admin.js'),
    /electron\/ imports nothing outside electron\/ but src\/shared, the server's entry/,
  ],
  [
    'the kiosk shell opens a store engine',
    'electron/main/planted.ts',
    importing('../../server/store/assembly/lowdbStore.js'),
    /open a store engine/,
  ],
  // 14: main and preload apart; Electron's code only in their index.ts.
  [
    'the preload script imports the main process',
    'electron/preload/planted.ts',
    importing('../main/config'),
    /electron\/main and electron\/preload import nothing of each other/,
  ],
  [
    'the main process imports the preload script',
    'electron/main/planted.ts',
    importing('../preload/bridge'),
    /electron\/main and electron\/preload import nothing of each other/,
  ],
  [
    "a plain module of the main process imports Electron's code",
    'electron/main/planted.ts',
    importing('electron', 'app'),
    /only electron\/main\/index\.ts and electron\/preload\/index\.ts import Electron's code/,
  ],
  // Beside the picture: settings read once, API paths written once.
  [
    'a route reads process.env',
    'server/routes/planted.ts',
    'export const port = process.env.PORT;\n',
    /no-restricted-properties: .*Read settings in server\/config\.ts/,
  ],
  [
    'the kiosk main process reads process.env outside its config module',
    'electron/main/planted.ts',
    'export const idle = process.env.SYNAPSE_KIOSK_IDLE_SECONDS;\n',
    /no-restricted-properties: .*Read settings/,
  ],
  [
    'a feature writes an API path as a string',
    'src/features/integrations/planted.ts',
    "export const KEY = ['/api/admin/api-keys'];\n",
    /no-restricted-syntax: .*src\/shared\/apiPaths\.ts/,
  ],
  [
    'the booth syncer writes an API path in a template',
    'server/booth/sync/planted.ts',
    'export const entriesUrl = (base: string) => `${base}/api/v1/entries`;\n',
    /no-restricted-syntax: .*src\/shared\/apiPaths\.ts/,
  ],
  [
    'the kiosk shell writes an API path in a template',
    'electron/main/planted.ts',
    'export const entry = (id: number) => `/api/admin/waitlist/${id}`;\n',
    /no-restricted-syntax: .*src\/shared\/apiPaths\.ts/,
  ],
];

const allowed: [string, string, string][] = [
  [
    'a feature uses another through its index',
    'src/features/landing/planted.ts',
    importing('@features/waitlist'),
  ],
  [
    'a feature uses shared and lib',
    'src/features/landing/planted.ts',
    "import { x } from '@shared';\nimport { z } from '@lib/api';\nexport const y = [x, z];\n",
  ],
  ['a component uses lib', 'src/components/Planted.ts', importing('@lib/theme')],
  [
    "a booth host uses the booth's shared parts",
    'src/features/booth/tablet/planted.tsx',
    importing('../shared/PinPrompt', 'PinPrompt'),
  ],
  [
    "the app loads one booth host through that host's face",
    'src/app/planted.ts',
    importing('@features/booth/kiosk', 'KioskController'),
  ],
  [
    'the app loads a feature',
    'src/app/planted.ts',
    "export const load = () => import('@features/terminal');\n",
  ],
  [
    "a feature's api.ts calls the client",
    'src/features/terminal/api.ts',
    "import { apiJson } from '@lib/api';\nexport const load = () => apiJson('GET', '');\n",
  ],
  ['shared uses zod', 'src/shared/planted.ts', importing('zod', 'z')],
  [
    'the console engine uses itself, shared and chess.js',
    'src/features/terminal/engine/games/planted.ts',
    "import { Chess } from 'chess.js';\nimport { x } from '@shared';\nimport { z } from '../state';\nexport const y = [Chess, x, z];\n",
  ],
  [
    "the console engine's tests use vitest",
    'src/features/terminal/engine/planted.test.ts',
    importing('vitest', 'it'),
  ],
  ['the server uses src/shared', 'server/planted.ts', importing('../src/shared/index.js')],
  [
    "routes use the Store interface and its slices, an area's too",
    'server/routes/planted.ts',
    [
      "import type { Store } from '../store/types.js';",
      "import type { LoopStore } from '../store/loopTypes.js';",
      "import type { AdminSecurityStore } from '../store/adminSecurityStore.js';",
      "import type { EntriesStore } from '../store/entries/types.js';",
      "import { rateLimitStoreOf } from '../store/capabilities.js';",
      "import { StoreUnavailableError } from '../store/errors.js';",
      'export type Planted = Store | LoopStore | AdminSecurityStore | EntriesStore;',
      'export const y = [rateLimitStoreOf, StoreUnavailableError];',
      '',
    ].join('\n'),
  ],
  ['the start opens the store', 'server/server.ts', importing('./store/openStore.js', 'openStore')],
  [
    'a tool opens PostgreSQL',
    'server/tools/planted.ts',
    importing('../store/assembly/postgresStore.js', 'PostgresStore'),
  ],
  [
    'the main module describes DATABASE_URL',
    'server/main.ts',
    importing('./store/postgres/databaseUrl.js', 'describeDatabaseUrl'),
  ],
  [
    "a route's test reads the lowdb state",
    'server/routes/planted.test.ts',
    importing('../store/assembly/lowdbState.js'),
  ],
  [
    'a store test uses a build script',
    'server/store/postgres/planted.test.ts',
    importing('../../../scripts/build/precompress.mjs'),
  ],
  [
    'the store implements the session and rate-limit interfaces as types',
    'server/store/postgres/planted.ts',
    "import type { Store } from 'express-session';\nimport type { Store as Limits } from 'express-rate-limit';\nexport type Planted = Store | Limits;\n",
  ],
  [
    'the store applies the loop rules',
    'server/store/loop/planted.ts',
    importing('../../loop/entryLifecycle.js'),
  ],
  [
    'a loop module the store does not apply takes the Store',
    'server/loop/loopContext.ts',
    "import type { Store } from '../store/types.js';\nexport type Planted = Store;\n",
  ],
  [
    "the store's slice imports the type a rule owns",
    'server/store/loop/loopTypes.ts',
    "import type { OutboxDraft } from '../../loop/messages.js';\nexport type Planted = OutboxDraft;\n",
  ],
  [
    'an engine uses the durable files, the log, the store top level and itself',
    'server/store/postgres/planted.ts',
    "import { log } from '../../logging/logger.js';\nimport { writeFileDurably } from '../../files/durableFile.js';\nimport { StoreUnavailableError } from '../errors.js';\nimport { guarded } from './pool.js';\nexport const y = [log, writeFileDurably, StoreUnavailableError, guarded];\n",
  ],
  [
    'the assembly puts the engines and the areas together',
    'server/store/assembly/planted.ts',
    "import { LowdbEngine } from '../lowdb/engine.js';\nimport { guarded } from '../postgres/pool.js';\nimport { LowdbEntries } from '../entries/lowdbEntries.js';\nimport { referralSettings } from '../referrals/referralSettings.js';\nimport { storeStateKind } from './lowdbState.js';\nexport const y = [LowdbEngine, guarded, LowdbEntries, referralSettings, storeStateKind];\n",
  ],
  [
    'openStore.ts opens the assembled stores',
    'server/store/openStore.ts',
    "import { LowdbStore } from './assembly/lowdbStore.js';\nexport const open = () => import('./assembly/postgresStore.js');\nexport const y = LowdbStore;\n",
  ],
  [
    "a store test reads the assembly's state",
    'server/store/entries/planted.test.ts',
    importing('../assembly/lowdbState.js', 'StoreState'),
  ],
  [
    'an area applies the referral rules',
    'server/store/referrals/planted.ts',
    importing('../../referrals/rules.js', 'DEFAULT_REFERRAL_BOOST'),
  ],
  [
    "the kiosk shell starts the server and names the store's errors",
    'electron/main/planted.ts',
    "import { startServer } from '../../server/server.js';\nimport { CorruptDataFileError } from '../../server/store/errors.js';\nimport { boothServerConfig } from '../../server/booth/kiosk/boothConfig.js';\nexport const y = [startServer, CorruptDataFileError, boothServerConfig];\n",
  ],
  [
    "a plain module names Electron's types",
    'electron/main/planted.ts',
    "import type { Input } from 'electron';\nexport type Key = Input;\n",
  ],
  [
    "the main process's index uses Electron",
    'electron/main/index.ts',
    importing('electron', 'app'),
  ],
  [
    'the settings module reads process.env',
    'server/config.ts',
    'export const port = process.env.PORT;\n',
  ],
  [
    'the API client calls fetch',
    'src/lib/api.ts',
    'export const load = (url: string) => fetch(url);\n',
  ],
  [
    'the path table names /api',
    'src/shared/apiPaths.ts',
    "export const paths = { user: '/api/user' };\n",
  ],
  [
    'a route names a path without /api',
    'server/routes/planted.ts',
    "export const route = '/api-keys';\n",
  ],
];

describe('npm run lint enforces the architecture picture', () => {
  // The first lint loads the config, its plugins and the parser: seconds on a busy machine, paid
  // here rather than by whichever planted case runs first.
  beforeAll(() => problems('src/shared/warmUp.ts', 'export {};\n'), 120_000);

  it.each(planted)('fails when %s', async (_name, filePath, code, expected) => {
    const found = await problems(filePath, code);
    expect(
      found.some((problem) => expected.test(problem)),
      found.join('\n'),
    ).toBe(true);
  });

  it.each(allowed)('passes when %s', async (_name, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
