import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { Metrics } from '../../../common/metrics/metrics';
import { countedPerStandDevice, countOrRefuse, RATE_LIMITS } from '../../../common/security/rate-limits';
import { LeadCaptureService, type FormLocator, type FoundForm } from '../services/lead-capture.service';

const FOUND = Symbol('form-submit-limit.form');
type SubmitRequest = Request & { [FOUND]?: FoundForm | null };

/** The form a submit route names: /{companySlug}/{eventSlug} or /{slug}. */
function locatorOf(params: Record<string, string>): FormLocator {
  return params.slug !== undefined ? { slug: params.slug } : { companySlug: params.companySlug, eventSlug: params.eventSlug };
}

/**
 * The public form's submit limit (RATE_LIMITS.formSubmit) per client address and form, whichever
 * of the four submit routes carries the submit: the API's and the page's, by company and event
 * slug or by the event slug alone. The form is its event, so both spellings count under the
 * event's id; the count lives in the throttler's storage (Redis with REDIS_URL), so every replica
 * counts against one limit. The address is req.ip, which TRUST_PROXY decides. A stand device's
 * submit is counted per device instead (StandDeviceRoute).
 */
@Injectable()
export class FormSubmitLimitGuard implements CanActivate {
  constructor(
    private readonly capture: LeadCaptureService,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly metrics: Metrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (countedPerStandDevice(context)) return true;
    const req = context.switchToHttp().getRequest<SubmitRequest>();
    // the routes' named segments are plain strings
    const locator = locatorOf(req.params as Record<string, string>);
    const found = await this.capture.findForm(locator);
    // the submit uses the event found here instead of looking it up again
    req[FOUND] = found;
    // an unknown form answers 404 later; its tries still count, by the path they named
    const form = found?.event.id ?? ('slug' in locator ? locator.slug : `${locator.companySlug}/${locator.eventSlug}`);
    try {
      await countOrRefuse(this.storage, context, `form-submit-${form}-${req.ip}`, RATE_LIMITS.formSubmit, 'form-submit');
    } catch (error) {
      // a refused submit like the capture's own refusals (fairleads_submits_total)
      if (error instanceof ThrottlerException) this.metrics.submitRefused('RATE_LIMITED');
      throw error;
    }
    return true;
  }
}

/** The form FormSubmitLimitGuard found for this request (undefined on other routes). */
export function formOfRequest(req: Request): FoundForm | undefined {
  return (req as SubmitRequest)[FOUND] ?? undefined;
}
