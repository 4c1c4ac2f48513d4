import { parse as parseYaml } from 'yaml';

export interface LocalPostMeta {
  title: string;
  slug: string;
  /** ISO 8601 */
  date: string;
  excerpt: string | null;
  author: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface LocalPostFile {
  meta: LocalPostMeta;
  body: string;
}

/** A broken article file: its message names the file and the problem, for the log. */
export class InvalidPostFileError extends Error {
  override name = 'InvalidPostFileError';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function text(data: Record<string, unknown>, key: string, file: string, required = false): string | null {
  const value = data[key];
  if (value === undefined || value === null || value === '') {
    if (required) throw new InvalidPostFileError(`${file}: front matter field "${key}" is missing`);
    return null;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new InvalidPostFileError(`${file}: front matter field "${key}" must be text`);
  return String(value).trim();
}

/**
 * Splits a Markdown file into its YAML front matter (between the first two lines of ---) and
 * the body, and checks the fields an article needs. The slug defaults to the file name.
 */
export function parsePostFile(source: string, file: string): LocalPostFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  if (!match) throw new InvalidPostFileError(`${file}: the file must start with front matter between --- lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new InvalidPostFileError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new InvalidPostFileError(`${file}: front matter must be a YAML mapping`);
  const fields = data as Record<string, unknown>;

  const slug = text(fields, 'slug', file) ?? file.replace(/^.*[\\/]/, '').replace(/\.md$/i, '');
  if (!SLUG.test(slug)) throw new InvalidPostFileError(`${file}: slug "${slug}" may only hold a-z, 0-9 and single hyphens`);
  const rawDate = fields.date instanceof Date ? fields.date.toISOString() : text(fields, 'date', file, true)!;
  const date = new Date(rawDate);
  if (Number.isNaN(date.getTime())) throw new InvalidPostFileError(`${file}: date "${rawDate}" is not a date such as 2025-03-14`);
  const featuredImage = text(fields, 'featuredImage', file);
  if (featuredImage && !/^(https?:\/\/|\/(?!\/))/.test(featuredImage)) {
    throw new InvalidPostFileError(`${file}: featuredImage must be an http(s) URL or a path starting with /`);
  }

  return {
    meta: {
      title: text(fields, 'title', file, true)!,
      slug,
      date: date.toISOString(),
      excerpt: text(fields, 'excerpt', file),
      author: text(fields, 'author', file),
      featuredImage,
      featuredImageAlt: text(fields, 'featuredImageAlt', file),
      seoTitle: text(fields, 'seoTitle', file),
      seoDescription: text(fields, 'seoDescription', file),
    },
    body: match[2],
  };
}
