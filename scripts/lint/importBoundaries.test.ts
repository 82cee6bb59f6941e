import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config on planted snippets: each boundary rule must fire, and the
// allowed imports beside them must pass.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const planted: [string, string, string, RegExp][] = [
  [
    'shared imports a feature',
    'src/shared/planted.ts',
    "import { x } from '@features/waitlist';\nexport const y = x;\n",
    /import-boundaries: src\/shared may not import src\/features/,
  ],
  [
    'lib imports a feature by relative path',
    'src/lib/planted.ts',
    "import { x } from '../features/admin/api';\nexport const y = x;\n",
    /import-boundaries: src\/lib may not import src\/features/,
  ],
  [
    'a feature imports the app',
    'src/features/landing/planted.ts',
    "import { x } from '@app/routes';\nexport const y = x;\n",
    /may not import src\/app/,
  ],
  [
    "a feature reaches into another's insides",
    'src/features/landing/planted.ts',
    "import { x } from '../admin/components/LoginForm';\nexport const y = x;\n",
    /reached from outside only through its index\.ts/,
  ],
  [
    "the app's routes load a page from a feature's insides",
    'src/app/planted.tsx',
    "export const load = () => import('@features/terminal/pages/Josh2Page');\n",
    /reached from outside only through its index\.ts/,
  ],
  [
    'a component calls the API client outside an api.ts',
    'src/features/terminal/components/Planted.tsx',
    "import { apiJson } from '@lib/api';\nexport const load = () => apiJson('GET', '');\n",
    /no-restricted-imports: .*api\.ts/,
  ],
  [
    'the server imports renderer code',
    'server/planted.ts',
    "import { x } from '../src/lib/api';\nexport const y = x;\n",
    /server\/ imports nothing of the site but src\/shared/,
  ],
  [
    'the kiosk shell imports renderer code',
    'electron/main/planted.ts',
    "import { x } from '../../src/features/kiosk';\nexport const y = x;\n",
    /electron\/ imports nothing of the site but src\/shared/,
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
    'server/boothSync/planted.ts',
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

describe('npm run lint enforces the boundaries', () => {
  it.each(planted)('fails when %s', async (_name, filePath, code, expected) => {
    const found = await problems(filePath, code);
    expect(found.some((problem) => expected.test(problem))).toBe(true);
  });

  it('passes the imports the layering allows', async () => {
    const allowed: [string, string][] = [
      [
        'src/features/landing/planted.ts',
        "import { x } from '@features/waitlist';\nexport const y = x;\n",
      ],
      [
        'src/features/landing/planted.ts',
        "import { x } from '@shared';\nimport { z } from '@lib/api';\nexport const y = [x, z];\n",
      ],
      ['src/components/Planted.ts', "import { x } from '@lib/theme';\nexport const y = x;\n"],
      ['src/app/planted.ts', "export const load = () => import('@features/terminal');\n"],
      [
        'src/features/terminal/api.ts',
        "import { apiJson } from '@lib/api';\nexport const load = () => apiJson('GET', '');\n",
      ],
      ['server/planted.ts', "import { x } from '../src/shared/index.js';\nexport const y = x;\n"],
      ['server/config.ts', 'export const port = process.env.PORT;\n'],
      ['src/lib/api.ts', 'export const load = (url: string) => fetch(url);\n'],
      ['src/shared/apiPaths.ts', "export const paths = { user: '/api/user' };\n"],
      ['server/routes/planted.ts', "export const route = '/api-keys';\n"],
    ];
    for (const [filePath, code] of allowed) {
      expect(await problems(filePath, code), filePath).toEqual([]);
    }
  });
});
