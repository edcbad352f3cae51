import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Proves that eslint.config.js enforces the one-way imports (app → features → ui, platform, services, lib)
// and rejects import cycles, by linting small pieces of code as if they sat at a given path.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..') + sep;
const BOUNDARY_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  // ignore: false lets the test lint the cycle fixtures that the normal run skips.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function ruleIdsFor(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('lint boundaries', () => {
  it.each([
    ['by alias', "export { selectInvite } from '@/features/invite/inviteSlice';"],
    ['by relative path', "export { selectInvite } from '../../invite/inviteSlice';"],
  ])('rejects a feature importing another feature %s', async (_how, code) => {
    expect(await ruleIdsFor('src/features/search/results/Probe.ts', code)).toEqual([BOUNDARY_RULE]);
  });

  it.each([
    ['by alias', "export { useAppDispatch } from '@/app/hooks';"],
    ['by relative path', "export { useAppDispatch } from '../../../app/hooks';"],
  ])('rejects a feature importing app/ %s', async (_how, code) => {
    expect(await ruleIdsFor('src/features/search/results/Probe.ts', code)).toEqual([BOUNDARY_RULE]);
  });

  it('keeps a feature test inside its feature: only the harness in src/test may reach app/', async () => {
    const code = "export { useAppDispatch } from '@/app/hooks';";
    expect(await ruleIdsFor('src/features/search/Probe.test.ts', code)).toEqual([BOUNDARY_RULE]);
    expect(await ruleIdsFor('src/test/Probe.ts', code)).toEqual([]);
  });

  it.each(['src/ui/Probe.ts', 'src/platform/async/Probe.ts', 'src/services/search/Probe.ts', 'src/lib/Probe.ts'])(
    'rejects %s importing a feature or app/',
    async (filePath) => {
      const code = [
        "export { selectInvite } from '@/features/invite/inviteSlice';",
        "export { useAppDispatch } from '@/app/hooks';",
      ].join('\n');
      expect(await ruleIdsFor(filePath, code)).toEqual([BOUNDARY_RULE, BOUNDARY_RULE]);
    },
  );

  it('lets a feature import its own files and the layers below it', async () => {
    const code = [
      "export { Button } from '@/ui';",
      "export { HttpFailure } from '@/platform/http/ApiError';",
      "export { createSession } from '@/services/search/searchService';",
      "export { buildCsv } from '@/lib/csv';",
      "export { ResultsTable } from './ResultsTable';",
      "export { selectSessionState } from '../session/selectors';",
    ].join('\n');
    expect(await ruleIdsFor('src/features/search/results/Probe.ts', code)).toEqual([]);
  });

  it('keeps React out of lib/ and React and Redux out of services/', async () => {
    const restricted = '@typescript-eslint/no-restricted-imports';
    expect(await ruleIdsFor('src/lib/Probe.ts', "export { useMemo } from 'react';")).toEqual([restricted]);
    expect(await ruleIdsFor('src/services/search/Probe.ts', "export { useMemo } from 'react';")).toEqual([restricted]);
    expect(await ruleIdsFor('src/services/search/Probe.ts', "export { createSlice } from '@reduxjs/toolkit';")).toEqual([
      restricted,
    ]);
    expect(await ruleIdsFor('src/services/search/Probe.ts', "export { put } from 'redux-saga/effects';")).toEqual([
      restricted,
    ]);
  });

  it('lets only platform/router name the router library', async () => {
    const code = "export { useNavigate } from 'react-router-dom';";
    expect(await ruleIdsFor('src/features/search/results/Probe.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('src/app/routes/Probe.tsx', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('src/platform/router/Probe.ts', code)).toEqual([]);
  });

  it('reports both files of a two-file import cycle, through the alias and a relative path', async () => {
    const results = await eslint.lintFiles(['src/test/lintFixtures/cycle/*.ts']);
    const cycles = results
      .map((result) => ({
        file: result.filePath.slice(root.length),
        rules: result.messages.map((message) => message.ruleId),
      }))
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(cycles).toEqual([
      { file: 'src/test/lintFixtures/cycle/chicken.ts', rules: ['import-x/no-cycle'] },
      { file: 'src/test/lintFixtures/cycle/egg.ts', rules: ['import-x/no-cycle'] },
    ]);
  });
});
