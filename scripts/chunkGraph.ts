import type { IndexHtmlTransformContext } from 'vite';

/** A built chunk as Vite's bundle describes it (the fields the preload tables read). */
export type Chunk = { fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] };

/** A chunk and everything it imports statically, transitively (what evaluating it needs). */
export function staticGraph(chunks: Chunk[], fileName: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    byName.get(name)?.imports.forEach(visit);
  };
  visit(fileName);
  return [...seen];
}

export const bundledChunks = (ctx: IndexHtmlTransformContext): Chunk[] =>
  Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c as Chunk] : []));

/**
 * The one chunk that holds a module: its own (a dynamic import's target), else the shared chunk it
 * sits in. Small shared chunks are copied into their readers (vite.config.ts), so more than one chunk
 * may hold it: which one its importer loads is then unknown, and a guess would preload the wrong
 * file. A module no chunk holds fails the build: a renamed file must not silently bring a waterfall back.
 */
export function chunkHolding(chunks: Chunk[], source: string, table: string): Chunk {
  const facade = chunks.find((c) => c.facadeModuleId?.endsWith(source));
  const holders = facade ? [facade] : chunks.filter((c) => c.moduleIds.some((id) => id.endsWith(source)));
  if (holders.length === 0) throw new Error(`${table}: no built chunk holds ${source}`);
  if (holders.length > 1) throw new Error(`${table}: ${holders.length} built chunks hold ${source}; name one its importer loads`);
  return holders[0];
}
