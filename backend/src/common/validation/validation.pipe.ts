import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationError as ClassValidatorError } from 'class-validator';
import { userFacing } from '../errors/http-exception.filter';
import { bilingual } from '../i18n/localized';

const INVALID_INPUT = bilingual('Die Eingaben sind ungültig.', 'The input is invalid.');
/** Nest's own check that a body or query is an object at all (rule isObject, English text). */
const NOT_AN_OBJECT = bilingual('Die Anfrage muss ein JSON-Objekt enthalten.', 'The request must contain a JSON object.');

/**
 * Fields no person fills in: the honeypot, the signed form token and the device-made submission
 * key. Their failures still refuse the request, but `errors` never names them, so a bot does not
 * learn what the form checks.
 */
const HIDDEN_FIELDS = new Set(['website', 'formToken', 'submissionId']);

/** Every field's message of a refused body or query, by its path ('billingData.city'). */
export type FieldErrors = Record<string, string>;

interface Failure {
  /** Dotted path of the field ('billingData.city'). */
  path: string;
  rule: string;
  message: string;
  /** Written by Nest's pipe itself, not by class-validator from a DTO's rule. */
  byNest: boolean;
}

/** Each failing field's first failure, in field order, depth first. */
function failures(errors: ValidationError[], parent = ''): Failure[] {
  return errors.flatMap((error) => {
    const path = parent && error.property ? `${parent}.${error.property}` : error.property || parent;
    const [rule, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    // Nest adds its own failures as plain objects; class-validator's are ValidationError instances
    if (rule !== undefined) return [{ path, rule, message, byNest: !(error instanceof ClassValidatorError) }];
    return failures(error.children ?? [], path);
  });
}

/** A field the body must not carry (a strict pipe's forbidNonWhitelisted); class-validator words it in English. */
const UNKNOWN_FIELD = bilingual('Dieses Feld gibt es hier nicht.', 'There is no such field here.');

/** A failure's own German sentence from the DTO, or undefined for one written by the framework. */
function dtoMessage(failure: Failure): string | undefined {
  if (failure.rule === 'whitelistValidation') return UNKNOWN_FIELD;
  if (failure.byNest || !failure.message || failure.rule === 'unknownValue') return undefined;
  return failure.message;
}

/**
 * The German message of the first failure: the DTO's own message for its rule, else a German
 * sentence that names no field (so a hidden one, a honeypot, stays hidden). With
 * `dismissDefaultMessages` a rule without a message yields no text, so class-validator's English
 * defaults ("website must be a string") never reach a user; the English texts written outside a
 * DTO's rules (Nest's "Validation failed (object is expected)", class-validator's unknownValue)
 * are replaced too.
 */
function validationMessage(first: Failure | undefined): string {
  if (first?.byNest) return first.rule === 'isObject' ? NOT_AN_OBJECT : INVALID_INPUT;
  return (first && dtoMessage(first)) ?? INVALID_INPUT;
}

/** Every failing field that has a DTO message, so a form can mark each one; hidden fields are left out. */
function fieldErrors(all: Failure[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of all) {
    const message = dtoMessage(failure);
    const hidden = failure.path.split('.').some((part) => HIDDEN_FIELDS.has(part));
    if (message && failure.path && !hidden && !(failure.path in errors)) errors[failure.path] = message;
  }
  return errors;
}

/**
 * The one validation pipe: unknown fields are stripped; a 400 carries the first failing rule (in
 * the DTO's field order, first rule per field) as its German `message` and every failing field's
 * message under `errors`. `strict` (the public API's bodies, read with a custom param decorator so
 * the global pipe leaves them alone) refuses unknown fields instead of stripping them.
 */
export function createValidationPipe(options: { strict?: boolean } = {}): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    ...(options.strict && { forbidNonWhitelisted: true, validateCustomDecorators: true }),
    transform: true,
    stopAtFirstError: true,
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => {
      const all = failures(errors);
      return userFacing(new BadRequestException({ message: validationMessage(all[0]), errors: fieldErrors(all) }), 'VALIDATION_FAILED');
    },
  });
}
