import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationError as ClassValidatorError } from 'class-validator';
import { userFacing } from '../errors/http-exception.filter';

const INVALID_INPUT = 'Die Eingaben sind ungültig.';
/** Nest's own check that a body or query is an object at all (rule isObject, English text). */
const NOT_AN_OBJECT = 'Die Anfrage muss ein JSON-Objekt enthalten.';

interface Failure {
  rule: string;
  message: string;
  /** Written by Nest's pipe itself, not by class-validator from a DTO's rule. */
  byNest: boolean;
}

/** The first failure in field order, and its rule, depth first. */
function firstFailure(errors: ValidationError[]): Failure | undefined {
  for (const error of errors) {
    const [rule, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    // Nest adds its own failures as plain objects; class-validator's are ValidationError instances
    if (rule !== undefined) return { rule, message, byNest: !(error instanceof ClassValidatorError) };
    const nested = firstFailure(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The German message of a failure: the DTO's own message for its rule, else a German sentence
 * that names no field (so a hidden one, a honeypot, stays hidden). With `dismissDefaultMessages`
 * a rule without a message yields no text, so class-validator's English defaults ("website must
 * be a string") never reach a user; the English texts written outside a DTO's rules (Nest's
 * "Validation failed (object is expected)", class-validator's unknownValue) are replaced too.
 */
function validationMessage(errors: ValidationError[]): string {
  const failure = firstFailure(errors);
  if (failure?.byNest) return failure.rule === 'isObject' ? NOT_AN_OBJECT : INVALID_INPUT;
  if (!failure?.message || failure.rule === 'unknownValue') return INVALID_INPUT;
  return failure.message;
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
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => userFacing(new BadRequestException(validationMessage(errors))),
  });
}
