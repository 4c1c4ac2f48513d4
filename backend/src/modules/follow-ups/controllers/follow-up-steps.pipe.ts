import { Injectable, ParseIntPipe, type PipeTransform } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/validation.pipe';
import { sequenceErrors, type FollowUpStepInput } from '../domain/follow-up-steps';
import { FollowUpStepsBody, type FollowUpStepDto } from '../dto/follow-up-step.dto';
import { FollowUpsErrors } from '../follow-ups.errors';

/**
 * The bare array of PUT …/follow-ups: anything else is a German 400; the array is validated as
 * the field `steps` of FollowUpStepsBody by the app's own validation pipe, so a failing field is
 * named 'steps.1.delayDays', then the rules across steps (sequenceErrors). Answers plain steps.
 */
@Injectable()
export class FollowUpStepsPipe implements PipeTransform<unknown, Promise<FollowUpStepInput[]>> {
  private readonly validation = createValidationPipe();

  async transform(value: unknown): Promise<FollowUpStepInput[]> {
    if (!Array.isArray(value)) throw FollowUpsErrors.notAList();
    const body = (await this.validation.transform({ steps: value }, { type: 'body', metatype: FollowUpStepsBody })) as FollowUpStepsBody;
    const steps = body.steps.map(plainStep);
    const errors = sequenceErrors(steps);
    if (Object.keys(errors).length) throw FollowUpsErrors.invalidSequence(errors);
    return steps;
  }
}

function plainStep(step: FollowUpStepDto): FollowUpStepInput {
  const window = step.sendWindow;
  return {
    delayDays: step.delayDays,
    subject: step.subject,
    body: step.body,
    bookingUrl: step.bookingUrl ?? null,
    sendWindow: window ? { days: [...window.days].sort((a, b) => a - b), from: window.from, to: window.to, timeZone: window.timeZone } : null,
  };
}

/** The :step of a route: a position 1–3, anything else names no step (404). */
export const stepPosition = new ParseIntPipe({ exceptionFactory: () => FollowUpsErrors.stepNotFound() });
