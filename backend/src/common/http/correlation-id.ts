import type { Request } from 'express';

/** The request's id (the logger's), which the lead log records as the correlation id of its facts. */
export function correlationId(req: Request): string | undefined {
  const id = (req as Request & { id?: unknown }).id;
  return id === undefined ? undefined : String(id);
}
