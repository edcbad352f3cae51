import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Proves that eslint.config.js keeps every app path in the href builder (issue 36), by linting small
// pieces of code as if they sat at a given path.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..') + sep;
const RULE = 'no-restricted-syntax';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIdsFor(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const handBuilt = [
  "export const a = (id: number) => `/supplier/${id}/compliance`;",
  "export const b = '/supplier/1/notes';",
  "export const c = '/source-supplier';",
  "export const d = (q: string) => `/source-supplier/search-results?${q}`;",
  "export const e = '/invite-supplier?backTo=x';",
].join('\n');

describe('lint: no hand-built app paths', () => {
  it('rejects string and template literals that start with an app route, in features, app/ and platform/', async () => {
    for (const filePath of ['src/features/compliance/Probe.tsx', 'src/app/routes/Probe.tsx', 'src/platform/auth/Probe.ts']) {
      expect(await ruleIdsFor(filePath, handBuilt)).toEqual([RULE, RULE, RULE, RULE, RULE]);
    }
  });

  it('allows the builder itself, service calls to other hosts (tagged templates), tests, and other strings', async () => {
    expect(await ruleIdsFor('src/platform/router/href.ts', handBuilt)).toEqual([]);
    expect(await ruleIdsFor('src/features/compliance/Probe.test.tsx', handBuilt)).toEqual([]);
    const other = [
      'declare function apiPath(s: TemplateStringsArray, ...v: unknown[]): string;',
      'export const f = (id: number) => apiPath`/supplier/${id}/productservices`;',
      "export const g = '/supplierx/1';",
      "export const h = 'compliance/work-categories';",
      "export const i = '/onboarding/invite-supplier';",
    ].join('\n');
    expect(await ruleIdsFor('src/features/compliance/Probe.ts', other)).toEqual([]);
  });
});
