import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig, blogConfig } from '../../config';
import { BlogController } from './controllers/blog.controller';
import { ImageProxyController } from './controllers/image-proxy.controller';
import { ImageProxyService } from './services/image-proxy.service';
import { BlogService } from './services/blog.service';
import { BlogSource } from './domain/blog-source.port';
import { LocalBlogSource } from './services/local-blog-source.service';
import { WordPressBlogSource } from './services/wordpress-blog-source.service';

/**
 * The public blog (from WordPress when BLOG_WORDPRESS_URL is set, otherwise from the Markdown
 * files in backend/content/blog) and the image proxy for the external images in its articles.
 */
@Module({
  controllers: [BlogController, ImageProxyController],
  providers: [
    BlogService,
    {
      provide: BlogSource,
      inject: [blogConfig.KEY, appConfig.KEY],
      useFactory: (blog: ConfigType<typeof blogConfig>, app: ConfigType<typeof appConfig>): BlogSource =>
        blog.wordpressUrl ? new WordPressBlogSource(blog.wordpressUrl, app.appUrl) : new LocalBlogSource(blog.contentDir, app.appUrl),
    },
    {
      provide: ImageProxyService,
      inject: [blogConfig.KEY],
      useFactory: (blog: ConfigType<typeof blogConfig>) => new ImageProxyService(blog.imageProxyAllowHosts),
    },
  ],
})
export class BlogModule {}
