import { ApiProperty, PickType } from '@nestjs/swagger';
import { STAND_LEAD_SOURCES, type StandLeadSource } from '@fairleads/shared/lead-source';
import { IsIn } from 'class-validator';
import { CaptureMessages } from '../capture.errors';
import { SubmitLeadDto } from './submit-lead.dto';

/**
 * A member's capture on the lead desk (POST /api/events/{id}/leads): the submit's answers without
 * the form's proofs (form token, honeypot) and without a device's capture time; the source is named.
 */
export class MemberCaptureDto extends PickType(SubmitLeadDto, ['email', 'name', 'customField1', 'customField2', 'consent', 'submissionId'] as const) {
  /** How the team took the visitor's address: typed, from a badge's code or a business card. */
  @IsIn(STAND_LEAD_SOURCES, { message: CaptureMessages.sourceInvalid })
  @ApiProperty({ enum: STAND_LEAD_SOURCES })
  source!: StandLeadSource;
}

/** 201 for a new lead, 200 for a known address (its pending mail re-sent as for the form). */
export class MemberCaptureAnswer {
  leadId!: string;
  /** `pending` while the double opt-in mail waits for the visitor, else `confirmed`. */
  @ApiProperty({ enum: ['pending', 'confirmed'] })
  status!: 'pending' | 'confirmed';
}
