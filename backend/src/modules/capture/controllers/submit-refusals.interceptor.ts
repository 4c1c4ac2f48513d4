import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { describeError } from '../../../common/errors/http-exception.filter';
import { Metrics } from '../../../common/metrics/metrics';

/**
 * The submit routes' body checks (the validation pipe, VALIDATION_FAILED) refuse before the
 * capture sees the submit: their refusals are counted here, as the capture counts its own (an
 * AppError, which is no HttpException, was counted there already).
 */
@Injectable()
export class CountBodyRefusals implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() < 500) this.metrics.submitRefused(describeError(error).code);
        return throwError(() => error);
      }),
    );
  }
}
