import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { BlogPage, BlogPost } from '../domain/blog-post';
import { SEO_DESCRIPTION_LENGTH } from '../domain/blog-post';
import { BlogErrors } from '../blog.errors';
import { markdownToHtml } from '../domain/markdown';
import { proxiedImageUrl } from '../domain/post-images';
import { htmlToText, sanitizePostHtml, truncateText } from '../domain/sanitize-post-html';
import { BlogSource, pageCount } from '../domain/blog-source.port';
import { InvalidPostFileError, LocalPostFile, parsePostFile } from '../domain/front-matter';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The first paragraph of the rendered article, as the excerpt when the front matter has none. */
function firstParagraph(html: string): string {
  return /<p>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
}

/**
 * Articles from Markdown files with YAML front matter (BLOG_CONTENT_DIR, by default
 * backend/content/blog). They are read once, on the first request; a broken file is logged
 * and left out so that one typo does not take the whole blog down.
 */
export class LocalBlogSource extends BlogSource {
  private readonly logger = new Logger(LocalBlogSource.name);
  private posts?: Promise<BlogPost[]>;

  constructor(
    private readonly contentDir: string,
    private readonly appUrl: string,
  ) {
    super();
  }

  async list(page: number, perPage: number): Promise<BlogPage> {
    const posts = await this.all();
    return {
      posts: posts.slice((page - 1) * perPage, page * perPage),
      pagination: { currentPage: page, totalPages: pageCount(posts.length, perPage), total: posts.length },
    };
  }

  async get(slug: string): Promise<BlogPost> {
    const post = (await this.all()).find((candidate) => candidate.slug === slug);
    if (!post) throw BlogErrors.postNotFound();
    return post;
  }

  private all(): Promise<BlogPost[]> {
    this.posts ??= this.load().catch((error: unknown) => {
      this.posts = undefined;
      this.logger.error({ err: error, contentDir: this.contentDir }, 'blog articles could not be read');
      throw BlogErrors.sourceUnavailable();
    });
    return this.posts;
  }

  private async load(): Promise<BlogPost[]> {
    const names = (await readdir(this.contentDir)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
    const posts: BlogPost[] = [];
    for (const name of names) {
      try {
        const post = this.toPost(parsePostFile(await readFile(join(this.contentDir, name), 'utf8'), name));
        if (posts.some((other) => other.slug === post.slug)) throw new InvalidPostFileError(`${name}: slug "${post.slug}" is used twice`);
        posts.push(post);
      } catch (error) {
        if (!(error instanceof InvalidPostFileError)) throw error;
        this.logger.error({ file: name, reason: error.message }, 'blog article left out');
      }
    }
    return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }

  private toPost({ meta, body }: LocalPostFile): BlogPost {
    const title = htmlToText(meta.title);
    const appOrigin = new URL(this.appUrl).origin;
    const content = sanitizePostHtml(markdownToHtml(body), appOrigin);
    const excerpt = meta.excerpt ? `<p>${escapeHtml(meta.excerpt)}</p>` : sanitizePostHtml(firstParagraph(content), appOrigin);
    const featuredImage = meta.featuredImage;
    const absoluteImage = featuredImage && featuredImage.startsWith('/') ? `${this.appUrl}${featuredImage}` : featuredImage;
    return {
      id: meta.slug,
      slug: meta.slug,
      title,
      date: meta.date,
      excerpt,
      content,
      featuredImage: featuredImage ? proxiedImageUrl(featuredImage, appOrigin) : null,
      featuredImageAlt: meta.featuredImageAlt ?? title,
      author: meta.author ?? 'FairLeads',
      seo: {
        title: meta.seoTitle ? htmlToText(meta.seoTitle) : title,
        description: meta.seoDescription ?? truncateText(htmlToText(excerpt), SEO_DESCRIPTION_LENGTH),
        canonical: `${this.appUrl}/blog/${meta.slug}`,
        // social networks do not show SVG preview images
        ogImage: absoluteImage && !/\.svg(\?|$)/i.test(absoluteImage) ? absoluteImage : null,
      },
    };
  }
}
