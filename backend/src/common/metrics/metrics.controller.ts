import { applyDecorators, CanActivate, Controller, ExecutionContext, Get, Inject, Injectable, NotFoundException, Res, SetMetadata, UseGuards } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { metricsConfig } from '../../config/metrics.config';
import { ACCESS_METADATA, METRICS_ROUTE, type RouteAccess } from '../auth/access.decorators';
import { mayReadMetrics } from './metrics-access';
import { Metrics } from './metrics';

/** Only this machine or the bearer of METRICS_TOKEN; anyone else gets the 404 of a path that does not exist. */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(metricsConfig.KEY) private readonly config: ConfigType<typeof metricsConfig>) {}

  canActivate(context: ExecutionContext): boolean {
    if (!mayReadMetrics(context.switchToHttp().getRequest<Request>(), this.config.token)) throw new NotFoundException();
    return true;
  }
}

/** The metrics route's access declaration together with the guard that checks it (the access guard refuses the one without the other). */
export const MetricsRoute = () =>
  applyDecorators(SetMetadata(ACCESS_METADATA, { kind: 'metrics-scrape' } satisfies RouteAccess), SetMetadata(METRICS_ROUTE, true), UseGuards(MetricsAccessGuard));

/**
 * GET /metrics (outside /api: prefixApiRoutes leaves it out, and it is no SPA page): the API
 * process's metrics in Prometheus' text format. Not in the OpenAPI document, not counted by the
 * rate limits (Prometheus scrapes every few seconds from one address).
 */
@ApiExcludeController()
@SkipThrottle()
@Controller()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get('metrics')
  @MetricsRoute()
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.exposition();
    // written as it is: res.send would rearrange the content type's parameters
    res.status(200).setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  }
}
