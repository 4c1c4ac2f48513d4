import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built SPA and visitor entry, and the server renderers beside them (frontend/vite.ssr.config.ts). */
export const FRONTEND_DIR = join(__dirname, '..', '..', '..', '..', 'frontend');
export const FRONTEND_DIST = join(FRONTEND_DIR, 'dist');
export const SSR_DIST = join(FRONTEND_DIR, 'dist-ssr');

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script type="application/json">: nothing may close the element or start a comment. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A built CSS file's text, for a <style> in a server-rendered page (no round trip before the first paint). */
export function readBuiltStyles(distDir: string, href: string): string | null {
  const file = join(distDir, href);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The page's stylesheet links replaced by their content. */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const styles = readBuiltStyles(distDir, href);
    return styles === null ? link : inlineStyle(styles, href);
  });
}

/**
 * A built stylesheet as a <style>, plus a disabled link to its file: Vite's chunk loader looks for
 * such links and so does not add the file again when a chunk that needs it loads (that would
 * restyle the whole page once more). Browsers do not fetch a disabled stylesheet.
 */
export function inlineStyle(css: string, href: string): string {
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/** A built HTML entry cut at its empty root element: `head` ends with the opening tag, `tail` follows the closing one. */
export function splitAtRoot(html: string, file: string): { head: string; tail: string } {
  const [head, tail] = html.split('<div id="root"></div>');
  if (tail === undefined) throw new Error(`${file} has no <div id="root"></div>`);
  return { head: `${head}<div id="root">`, tail };
}
