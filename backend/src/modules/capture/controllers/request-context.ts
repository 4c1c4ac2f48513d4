import type { Request } from 'express';
import { requestLocale } from '../../../common/i18n/locale';
import type { VisitorContext } from '../services/lead-capture.service';
import { formOfRequest } from './form-submit-limit.guard';

/** What the lead log records about the visitor's request (hashed or trimmed later). */
export function visitorContext(req: Request): VisitorContext {
  const id = (req as Request & { id?: unknown }).id;
  return {
    locale: requestLocale(req, (req.body as { lang?: unknown } | undefined)?.lang),
    ip: req.ip, userAgent: req.get('user-agent') ?? undefined, correlationId: id === undefined ? undefined : String(id), form: formOfRequest(req) };
}
