import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import type { VisitorPage } from '@fairleads/shared/visitor-page';
import { escapeHtml, FRONTEND_DIST, inlineStylesheets, scriptJson, splitAtRoot, SSR_DIST } from './html-shell';

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

/** Without a built visitor entry (the backend's own tests) the page has no script and plain styles. */
const BARE_SHELL =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<title>FairLeads</title></head><body><div id="root"></div></body></html>';

/**
 * Renders the visitor pages with React on the server: the Vite SSR build of
 * frontend/src/visitor/server.tsx, put into the built visitor.html with its styles inline (one
 * request less before the first paint on a hall network) and the page's data for its script.
 */
@Injectable()
export class VisitorPageRenderer {
  private readonly logger = new Logger(VisitorPageRenderer.name);
  private loaded: { render: RenderFn; head: string; tail: string } | null = null;

  /** The whole HTML document of a page. */
  render(page: VisitorPage): string {
    const { render, head, tail } = this.load();
    const rendered = render(page);
    const open = head.replace(/<html lang="[^"]*"/, `<html lang="${rendered.lang}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
    return `${open}${rendered.body}</div><script type="application/json" id="fl-page">${scriptJson(rendered.data)}</script>${tail}`;
  }

  /** Only the page's <main>: the page script swaps it in after a post (success views). */
  renderMain(page: VisitorPage): string {
    return this.load().render(page).body;
  }

  private load() {
    if (this.loaded) return this.loaded;
    if (!existsSync(VISITOR_RENDERER)) {
      throw new Error(`The visitor pages' renderer is missing (${VISITOR_RENDERER}): run "npm run build -w frontend".`);
    }
    // a built CommonJS file, found at run time
    const { renderVisitorPage } = require(VISITOR_RENDERER) as { renderVisitorPage: RenderFn };
    const built = existsSync(VISITOR_TEMPLATE);
    if (!built) this.logger.warn(`No built visitor entry at ${VISITOR_TEMPLATE}: visitor pages go out without their script and styles`);
    // the visitor styles are small: inline they cost no round trip before the first paint
    const template = built ? inlineStylesheets(readFileSync(VISITOR_TEMPLATE, 'utf8'), FRONTEND_DIST) : BARE_SHELL;
    this.loaded = { render: renderVisitorPage, ...splitAtRoot(template, VISITOR_TEMPLATE) };
    return this.loaded;
  }
}
