import type { Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json (chunk file → module ids, static and dynamic imports) so the
 * bundle-budget script can prove what is and is not in the landing route's initial chunks.
 */
export function chunkReport(): Plugin {
  return {
    name: 'find-suppliers-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { modules: string[]; sizes: Record<string, number>; imports: string[]; dynamicImports: string[]; isEntry: boolean }> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        report[fileName] = {
          modules: Object.keys(output.modules).map((id) => id.replace(process.cwd() + '/', '')),
          sizes: Object.fromEntries(
            Object.entries(output.modules).map(([id, m]) => [id.replace(process.cwd() + '/', ''), m.renderedLength]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}
