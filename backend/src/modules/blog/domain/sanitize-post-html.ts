import sanitizeHtml from 'sanitize-html';
import { rewriteImageAttributes } from './post-images';

/** http(s) or a same-site relative address; never javascript:, data: or protocol-relative //host. */
function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return true;
  if (/^\/\//.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return false;
  return !/[\u0000-\u001f\\]/.test(url);
}

/** The text of these never reaches the page, not even as text (noscript: lazy-load fallbacks would show an image twice). */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'math', 'object', 'title'];

/** `appOrigin`: images there load directly, all other http(s) images through the image proxy. */
const postHtml = (appOrigin: string): sanitizeHtml.IOptions => ({
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'code', 'pre', 'strong', 'em', 'b', 'i', 'table', 'thead', 'tbody', 'tfoot', 'tr',
    'th', 'td', 'caption', 'br', 'hr', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'class'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    // a new tab must not get hold of this page through window.opener
    a: (tagName, attribs) =>
      attribs.target?.toLowerCase() === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    // runs before the allow-list: a lazy-load address becomes src only if it passes the same check
    img: (tagName, attribs) => ({ tagName, attribs: rewriteImageAttributes(attribs, appOrigin, isSafeUrl) }),
  },
});

/**
 * The HTML of a post's content or excerpt, reduced to the allow-list above, its images loading
 * through the image proxy (post-images.ts).
 */
export function sanitizePostHtml(html: string, appOrigin: string): string {
  return sanitizeHtml(html, postHtml(appOrigin)).trim();
}

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS };

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
