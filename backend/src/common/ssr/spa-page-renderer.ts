import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStyle, inlineStylesheets, readBuiltStyles, scriptJson, splitAtRoot, SSR_DIST } from './html-shell';

export const SPA_RENDERER = join(SSR_DIST, 'spa-server.cjs');

/** The page an address is, as the SPA's server entry (frontend/src/app/server.tsx) names it. */
export type SpaPageRequest =
  | { kind: 'landing' | 'imprint' | 'privacy' }
  | { kind: 'blog-list'; page: number }
  | { kind: 'blog-post'; slug: string };

/** Data loaded for a page; a failed load is rendered as the page's own error view. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

export interface SpaPageInput {
  url: string;
  origin: string;
  page: SpaPageRequest;
  user: unknown;
  config: unknown;
  stats: unknown;
  blogList?: Loaded<unknown>;
  blogPost?: Loaded<unknown>;
}

interface RenderedSpaPage {
  head: string;
  body: string;
  data: unknown;
  modules: string[];
}

interface SpaServerEntry {
  spaPageFor(url: string): SpaPageRequest | null;
  renderSpaPage(input: SpaPageInput): Promise<RenderedSpaPage>;
}

/** Vite's client manifest: source module -> built file, its static imports and its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const TITLE_AND_DESCRIPTION = /<title>[^<]*<\/title>|<meta name="description"[^>]*>\s*/g;

/**
 * The SPA's public pages (landing, legal, blog) rendered with React on the server and put into
 * the built index.html: the head gets the page's title and meta tags and the styles of the app and
 * of the page's route inline (no round trip before the first paint); the body gets the query cache
 * the page was rendered from, as a JSON data block that frontend/src/app/start.tsx hydrates from.
 */
export class SpaPageRenderer {
  private loaded: { entry: SpaServerEntry; head: string; tail: string; manifest: Manifest } | null = null;
  /** The route styles per set of route modules: the built files do not change while running. */
  private readonly assets = new Map<string, string>();

  constructor(private readonly distDir: string) {}

  /** Whether the server renderer is built (the backend's own tests may run without it). */
  static available(): boolean {
    return existsSync(SPA_RENDERER);
  }

  pageFor(url: string): SpaPageRequest | null {
    return this.load().entry.spaPageFor(url);
  }

  async render(input: SpaPageInput): Promise<string> {
    const { entry, head, tail, manifest } = this.load();
    const page = await entry.renderSpaPage(input);
    const key = page.modules.join();
    let extras = this.assets.get(key);
    if (extras === undefined) {
      extras = routeStyles(manifest, page.modules, this.distDir);
      this.assets.set(key, extras);
    }
    const open = head.replace(TITLE_AND_DESCRIPTION, '').replace('</head>', `${page.head}${extras}</head>`);
    return `${open}${page.body}</div><script type="application/json" id="fl-spa">${scriptJson(page.data)}</script>${tail}`;
  }

  private load() {
    if (this.loaded) return this.loaded;
    // a built CommonJS file, found at run time
    const entry = require(SPA_RENDERER) as SpaServerEntry;
    const templateFile = join(this.distDir, 'index.html');
    const manifestFile = join(this.distDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    const template = inlineStylesheets(readFileSync(templateFile, 'utf8'), this.distDir);
    this.loaded = { entry, manifest, ...splitAtRoot(template, templateFile) };
    return this.loaded;
  }
}

/**
 * The styles of the route modules and of the chunks they import, inline, but for what index.html
 * already has. No script preloads: the app loads after the first paint.
 */
function routeStyles(manifest: Manifest, modules: string[], distDir: string): string {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files]
    .map((file) => {
      const css = readBuiltStyles(distDir, `/${file}`);
      return css === null ? '' : inlineStyle(css, `/${file}`);
    })
    .join('');
}
