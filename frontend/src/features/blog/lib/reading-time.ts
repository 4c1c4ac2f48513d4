/** Reading time in minutes: words of the tag-stripped content / 200, rounded up. */
const WORDS_PER_MINUTE = 200;

/** Plain text of an HTML string: tags become spaces so words in adjacent blocks stay apart. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ');
}

export function countWords(html: string): number {
  const text = stripTags(html).trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/** Minutes to read, at least 1. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}
