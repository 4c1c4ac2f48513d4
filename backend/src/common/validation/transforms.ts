import { Transform } from 'class-transformer';

/** Trims strings and leaves other types for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lowercases, for e-mail addresses. */
export const TrimLower = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
