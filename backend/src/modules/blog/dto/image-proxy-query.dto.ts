import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { BlogMessages } from '../blog.errors';

export class ImageProxyQueryDto {
  @ApiProperty({ description: 'The external http(s) address of the image', maxLength: 2048 })
  // class-validator checks the decorators from the bottom up
  @MaxLength(2048, { message: BlogMessages.imageUrlTooLong })
  @IsNotEmpty({ message: BlogMessages.imageUrlMissing })
  @IsString({ message: BlogMessages.imageUrlMissing })
  url!: string;
}
