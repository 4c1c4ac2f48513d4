/** Company-slug input as typed: lowercase, keep only a-z, 0-9 and hyphen. */
export function sanitizeSlugInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Slug generation from a free text (spec 4): lowercase, strip, spaces to hyphens, collapse, trim. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
