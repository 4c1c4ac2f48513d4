import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BlogListQueryDto } from '../dto/blog-list-query.dto';
import { BlogService } from '../services/blog.service';
import { BlogPageAnswer, BlogPostAnswer } from '../dto/blog-post.answer';
import { Public } from '../../../common/auth/access.decorators';

@ApiTags('blog')
@Public()
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @ApiOperation({ summary: 'One page of articles, newest first: {posts, pagination: {currentPage, totalPages, total}}' })
  @ApiOkResponse({ type: BlogPageAnswer })
  list(@Query() query: BlogListQueryDto): Promise<BlogPageAnswer> {
    return this.blog.list(query.page, query.per_page);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One article; 404 Artikel nicht gefunden for an unknown slug' })
  @ApiOkResponse({ type: BlogPostAnswer })
  get(@Param('slug') slug: string): Promise<BlogPostAnswer> {
    return this.blog.get(slug);
  }
}
