import { ApiProperty } from '@nestjs/swagger';
import { SendWindowDto } from './follow-up-step.dto';

/** A saved step, as GET and PUT answer it. */
export class FollowUpStepAnswer {
  delayDays!: number;
  subject!: string;
  body!: string;
  @ApiProperty({ type: String, nullable: true })
  bookingUrl!: string | null;
  @ApiProperty({ type: SendWindowDto, nullable: true })
  sendWindow!: SendWindowDto | null;
}

export class FollowUpStepStatusAnswer {
  step!: number;
  /** Leads waiting for this step. */
  scheduled!: number;
  /** Leads mailed this step. */
  sent!: number;
  /** Leads that unsubscribed right after this step. */
  unsubscribed!: number;
  /** Leads that clicked this step's booking button. */
  clicked!: number;
}

/** GET …/follow-ups/status. */
export class FollowUpStatusAnswer {
  /** The form's consent text (German): what the confirmed visitors agreed to. */
  consentText!: string;
  /** Whether it allows further e-mails; the settings warn when not. */
  consentMentionsMail!: boolean;
  @ApiProperty({ type: [FollowUpStepStatusAnswer] })
  steps!: FollowUpStepStatusAnswer[];
}
