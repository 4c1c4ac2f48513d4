import { isAbsolute, resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import type { AllowedHost } from '../common/net/address-policy';
import { InvalidSettingError, validateSettings } from './config-validation';

class BlogSettings {
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'must be the http(s) URL of a WordPress REST API root such as https://example.com/wp-json' },
  )
  BLOG_WORDPRESS_URL?: string;

  @IsOptional()
  @IsString()
  BLOG_CONTENT_DIR?: string;

  @IsOptional()
  @Matches(/^\s*[^\s,]+(\s*,\s*[^\s,]+)*\s*,?\s*$/, { message: 'must be a comma-separated list of host or host:port entries' })
  IMAGE_PROXY_ALLOW_HOSTS?: string;
}


export interface BlogConfig {
  /** WordPress REST API root without trailing slash; null: the local Markdown articles. */
  wordpressUrl: string | null;
  /** Directory of the local Markdown articles (absolute). */
  contentDir: string;
  /**
   * Hosts the image proxy may reach even on loopback or private addresses. Only for tests
   * (a local image server); refused in production.
   */
  imageProxyAllowHosts: AllowedHost[];
}

/** backend/content/blog, from src/config as well as from dist/config. */
export const DEFAULT_BLOG_CONTENT_DIR = resolve(__dirname, '..', '..', 'content', 'blog');

/** A test-only allow-list setting (`name`): comma-separated host or host:port entries. */
export function parseAllowedHosts(value: string, name = 'IMAGE_PROXY_ALLOW_HOSTS'): AllowedHost[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry);
      const port = match?.[2] === undefined ? null : Number(match[2]);
      if (!match || (port !== null && (port < 1 || port > 65535))) {
        throw new InvalidSettingError(`Invalid setting ${name}: "${entry}" is not a host or host:port entry.`);
      }
      return { host: match[1].replace(/^\[|\]$/g, ''), port };
    });
}

export function loadBlogConfig(env: NodeJS.ProcessEnv = process.env): BlogConfig {
  const s = validateSettings(BlogSettings, env);
  const allowHosts = s.IMAGE_PROXY_ALLOW_HOSTS ? parseAllowedHosts(s.IMAGE_PROXY_ALLOW_HOSTS) : [];
  if (allowHosts.length > 0 && env.NODE_ENV === 'production') {
    throw new InvalidSettingError('Invalid setting IMAGE_PROXY_ALLOW_HOSTS: only for tests, it must not be set in production.');
  }
  const contentDir = s.BLOG_CONTENT_DIR?.trim();
  return {
    wordpressUrl: s.BLOG_WORDPRESS_URL ? s.BLOG_WORDPRESS_URL.trim().replace(/\/+$/, '') : null,
    contentDir: contentDir ? (isAbsolute(contentDir) ? contentDir : resolve(process.cwd(), contentDir)) : DEFAULT_BLOG_CONTENT_DIR,
    imageProxyAllowHosts: allowHosts,
  };
}

export const blogConfig = registerAs('blog', () => loadBlogConfig());
