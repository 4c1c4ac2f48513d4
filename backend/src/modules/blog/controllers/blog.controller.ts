import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BlogListQueryDto } from '../dto/blog-list-query.dto';
import { BlogService } from '../services/blog.service';

@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @ApiOperation({ summary: 'One page of articles, newest first: {posts, pagination: {currentPage, totalPages, total}}' })
  list(@Query() query: BlogListQueryDto) {
    return this.blog.list(query.page, query.per_page);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One article; 404 Artikel nicht gefunden for an unknown slug' })
  get(@Param('slug') slug: string) {
    return this.blog.get(slug);
  }
}
