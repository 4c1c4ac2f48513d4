import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { JobQueue } from '../queue/job-queue.port';
import { Draining } from './draining';
import { HealthRepository } from './health.repository';
import { LivenessAnswer, ReadinessAnswer } from './health.answer';
import { Public } from '../auth/access.decorators';

@ApiTags('health')
@SkipThrottle()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    private readonly jobQueue: JobQueue,
    private readonly draining: Draining,
  ) {}

  /** Liveness: the process runs and answers HTTP (also while draining); restart it when this fails. */
  @Get('live')
  @ApiOperation({ summary: '200 {status: "ok"} while the process is up' })
  @ApiOkResponse({ type: LivenessAnswer })
  live(): LivenessAnswer {
    return { status: 'ok' };
  }

  /** Readiness: send traffic here. The load balancer's health check. */
  @Get()
  @ApiOperation({ summary: '200 {status, db, queue} when ready; 503 when draining or when the database or Redis is unreachable' })
  @ApiOkResponse({ type: ReadinessAnswer })
  @ApiServiceUnavailableResponse({ type: ReadinessAnswer })
  async health(@Res({ passthrough: true }) res: Response): Promise<ReadinessAnswer> {
    if (this.draining.active) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining', code: 'SERVICE_UNAVAILABLE', message: 'Der Dienst wird gerade neu gestartet.', statusCode: 503 };
    }
    const db = (await this.database.answers()) ? 'up' : 'down';
    const queue = this.jobQueue.driver === 'inline' ? 'inline' : (await this.jobQueue.isHealthy()) ? 'up' : 'down';
    const ready = db === 'up' && queue !== 'down';
    res.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return ready ? { status: 'ok', db, queue } : { status: 'error', db, queue, code: 'SERVICE_UNAVAILABLE', message: 'Der Dienst ist gerade nicht verfügbar.', statusCode: 503 };
  }
}
