import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { VisitorPage } from '@fairleads/shared/visitor-page';
import { escapeHtml, FRONTEND_DIST, inlineStylesheets, scriptJson, splitAtRoot, SSR_DIST } from './html-shell';
import { fallbackVisitorDocument, fallbackVisitorPage } from './visitor-page-fallback';

/** The visitor entry as Vite built it (script, styles) and the server renderer beside it. */
export const VISITOR_TEMPLATE = join(FRONTEND_DIST, 'visitor.html');
export const VISITOR_RENDERER = join(SSR_DIST, 'visitor-server.cjs');

interface RenderedPage {
  lang: string;
  title: string;
  body: string;
  data: unknown;
}
type RenderFn = (page: VisitorPage) => RenderedPage;

/** Where the renderer and the page template are; tests name another build (or none). */
export interface VisitorRendererBuild {
  renderer: string;
  template: string;
}
export const VISITOR_RENDERER_BUILD = Symbol('VisitorRendererBuild');

/** Without a built visitor entry (the backend's own tests) the page has no script and plain styles. */
const BARE_SHELL =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<title>FairLeads</title></head><body><div id="root"></div></body></html>';

/**
 * Renders the visitor pages with React on the server: the Vite SSR build of
 * frontend/src/visitor/server.tsx, put into the built visitor.html with its styles inline (one
 * request less before the first paint on a hall network) and the page's data for its script.
 * A renderer that is missing, fails to load or throws costs the visitor no page: they get the
 * plain page of visitor-page-fallback.ts (its form posts without a script), and the log an error.
 */
@Injectable()
export class VisitorPageRenderer {
  private readonly logger = new Logger(VisitorPageRenderer.name);
  private loaded: { render: RenderFn; head: string; tail: string } | null = null;

  constructor(
    @Optional()
    @Inject(VISITOR_RENDERER_BUILD)
    private readonly build: VisitorRendererBuild = { renderer: VISITOR_RENDERER, template: VISITOR_TEMPLATE },
  ) {}

  /** The whole HTML document of a page. */
  render(page: VisitorPage): string {
    let loaded: { render: RenderFn; head: string; tail: string };
    let rendered: RenderedPage;
    try {
      loaded = this.load();
      rendered = loaded.render(page);
    } catch (error) {
      this.logger.error({ err: error, page: page.kind }, 'visitor page renderer failed: answering the plain page');
      return fallbackVisitorDocument(page);
    }
    const open = loaded.head.replace(/<html lang="[^"]*"/, `<html lang="${rendered.lang}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
    return `${open}${rendered.body}</div><script type="application/json" id="fl-page">${scriptJson(rendered.data)}</script>${loaded.tail}`;
  }

  /** Only the page's <main>: the page script swaps it in after a post (success views). */
  renderMain(page: VisitorPage): string {
    try {
      return this.load().render(page).body;
    } catch (error) {
      this.logger.error({ err: error, page: page.kind }, 'visitor page renderer failed: answering the plain page');
      return fallbackVisitorPage(page).main;
    }
  }

  private load() {
    if (this.loaded) return this.loaded;
    const { renderer, template: templateFile } = this.build;
    if (!existsSync(renderer)) {
      throw new Error(`The visitor pages' renderer is missing (${renderer}): run "npm run build -w frontend".`);
    }
    // a built CommonJS file, found at run time
    const { renderVisitorPage } = require(renderer) as { renderVisitorPage: RenderFn };
    const built = existsSync(templateFile);
    if (!built) this.logger.warn(`No built visitor entry at ${templateFile}: visitor pages go out without their script and styles`);
    // the visitor styles are small: inline they cost no round trip before the first paint
    const template = built ? inlineStylesheets(readFileSync(templateFile, 'utf8'), FRONTEND_DIST) : BARE_SHELL;
    this.loaded = { render: renderVisitorPage, ...splitAtRoot(template, templateFile) };
    return this.loaded;
  }
}
