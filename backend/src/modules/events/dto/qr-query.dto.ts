import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class QrQueryDto {
  @ApiPropertyOptional({ enum: ['png', 'svg'], description: 'png (default): a data URL; svg: the SVG text' })
  @IsIn(['png', 'svg'], { message: "Das Format muss 'png' oder 'svg' sein." })
  @IsOptional()
  format?: 'png' | 'svg';
}
