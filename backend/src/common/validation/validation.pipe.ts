import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { userFacing } from '../errors/http-exception.filter';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0] ?? firstMessage(error.children ?? []);
    if (message) return message;
  }
  return undefined;
}

/**
 * The one validation pipe: unknown fields are stripped, the first failing rule (in the DTO's
 * field order, first rule per field) becomes the German message of a 400.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      userFacing(new BadRequestException(firstMessage(errors) ?? 'Die Eingaben sind ungültig.')),
  });
}
