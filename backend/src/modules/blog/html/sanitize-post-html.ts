import sanitizeHtml from 'sanitize-html';

/** http(s) or a same-site relative address; never javascript:, data: or protocol-relative //host. */
function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return true;
  if (/^\/\//.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return false;
  return !/[\u0000-\u001f\\]/.test(url);
}

const LAZY_SOURCES = ['data-src', 'data-lazy-src'] as const;

const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'code', 'pre', 'strong', 'em', 'b', 'i', 'table', 'thead', 'tbody', 'tfoot', 'tr',
    'th', 'td', 'caption', 'br', 'hr', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'class', ...LAZY_SOURCES],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // the text of these never reaches the page, not even as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'math', 'object', 'title'],
  transformTags: {
    // a new tab must not get hold of this page through window.opener
    a: (tagName, attribs) =>
      attribs.target?.toLowerCase() === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    img: (tagName, attribs) => {
      const kept = { ...attribs };
      // lazy-load addresses become src in the browser, so they pass the same check as src
      for (const name of LAZY_SOURCES) if (kept[name] !== undefined && !isSafeUrl(kept[name])) delete kept[name];
      return { tagName, attribs: kept };
    },
  },
};

/** The HTML of a post's content or excerpt, reduced to the allow-list above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: POST_HTML.nonTextTags };

/**
 * Plain text of an HTML fragment: tags dropped, entities decoded, white space collapsed.
 * sanitize-html decodes every entity while parsing and escapes only these four on output.
 */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, NO_TAGS)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
