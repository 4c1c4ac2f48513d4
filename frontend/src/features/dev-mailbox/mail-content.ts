const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[).,;:!?\]}>]+$/;

/** Absolute http(s) links in a plain-text mail, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = text.match(URL_PATTERN) ?? [];
  const links = found.map((url) => url.replace(TRAILING_PUNCTUATION, ''));
  return [...new Set(links)];
}

const BASE_TAG = '<base target="_top">';

/** Makes links in the sandboxed preview open in the app window instead of the frame. */
export function withTopBase(html: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${BASE_TAG}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${BASE_TAG}</head>`);
  return `${BASE_TAG}${html}`;
}
