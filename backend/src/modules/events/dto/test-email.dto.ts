import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { EventMailKind } from '../event-mail.composer';

export class TestEmailDto {
  @ApiProperty({ enum: ['doi', 'welcome'] })
  @IsIn(['doi', 'welcome'], { message: "Bitte wähle die Test-E-Mail: 'doi' oder 'welcome'." })
  type!: EventMailKind;
}
