import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BLOG_MAX_PAGE_SIZE } from '../domain/blog-post';
import { BlogMessages } from '../blog.errors';

export class BlogListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BlogMessages.pageInvalid })
  @Min(1, { message: BlogMessages.pageInvalid })
  @Max(100_000, { message: BlogMessages.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: BLOG_MAX_PAGE_SIZE, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BlogMessages.perPageInvalid })
  @Min(1, { message: BlogMessages.perPageInvalid })
  @Max(BLOG_MAX_PAGE_SIZE, { message: BlogMessages.perPageInvalid })
  per_page?: number;
}
