import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Marked } from 'marked';

type MarkedModule = { Marked: typeof Marked };

let loaded: MarkedModule | undefined;

/**
 * marked ships only as an ES module (plus a UMD bundle that its package.json marks as ESM).
 * This CommonJS build and jest's module loader cannot import it, so the UMD bundle is
 * evaluated as the CommonJS script it is.
 */
function markedModule(): MarkedModule {
  if (!loaded) {
    const file = join(dirname(require.resolve('marked/package.json')), 'lib', 'marked.umd.js');
    const module = { exports: {} as MarkedModule };
    new Function('module', 'exports', readFileSync(file, 'utf8'))(module, module.exports);
    loaded = module.exports;
  }
  return loaded;
}

let parser: Marked | undefined;

/** Markdown (GitHub flavour) to HTML; the caller sanitises the result. */
export function markdownToHtml(markdown: string): string {
  parser ??= new (markedModule().Marked)({ gfm: true, async: false });
  return parser.parse(markdown, { async: false }) as string;
}
