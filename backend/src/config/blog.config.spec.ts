import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertValidSettings, InvalidSettingError } from './index';
import { DEFAULT_BLOG_CONTENT_DIR, loadBlogConfig } from './blog.config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairleads', SESSION_SECRET: 'x'.repeat(32) };

describe('blog settings', () => {
  it('defaults to the local articles in backend/content/blog and no allowed hosts', () => {
    expect(loadBlogConfig({})).toEqual({ wordpressUrl: null, contentDir: DEFAULT_BLOG_CONTENT_DIR, imageProxyAllowHosts: [] });
    expect(DEFAULT_BLOG_CONTENT_DIR).toBe(resolve(__dirname, '..', '..', 'content', 'blog'));
    expect(existsSync(DEFAULT_BLOG_CONTENT_DIR)).toBe(true);
    expect(readdirSync(DEFAULT_BLOG_CONTENT_DIR).filter((name) => name.endsWith('.md')).length).toBeGreaterThanOrEqual(3);
  });

  it('reads the WordPress root, a relative content directory and the test-only allow-list', () => {
    expect(
      loadBlogConfig({
        BLOG_WORDPRESS_URL: 'https://blog.example.com/wp-json/',
        BLOG_CONTENT_DIR: 'content/andere',
        IMAGE_PROXY_ALLOW_HOSTS: '127.0.0.1:4100, Bilder.test ,[::1]:8080',
        NODE_ENV: 'test',
      }),
    ).toEqual({
      wordpressUrl: 'https://blog.example.com/wp-json',
      contentDir: resolve(process.cwd(), 'content/andere'),
      imageProxyAllowHosts: [
        { host: '127.0.0.1', port: 4100 },
        { host: 'bilder.test', port: null },
        { host: '::1', port: 8080 },
      ],
    });
  });

  it.each([
    [{ BLOG_WORDPRESS_URL: 'blog.example.com/wp-json' }, 'Invalid setting BLOG_WORDPRESS_URL: must be the http(s) URL of a WordPress REST API root such as https://example.com/wp-json.'],
    [{ BLOG_WORDPRESS_URL: 'ftp://blog.example.com' }, 'Invalid setting BLOG_WORDPRESS_URL: must be the http(s) URL of a WordPress REST API root such as https://example.com/wp-json.'],
    [{ IMAGE_PROXY_ALLOW_HOSTS: 'http://127.0.0.1:4100' }, 'Invalid setting IMAGE_PROXY_ALLOW_HOSTS: "http://127.0.0.1:4100" is not a host or host:port entry.'],
    [{ IMAGE_PROXY_ALLOW_HOSTS: '127.0.0.1:99999' }, 'Invalid setting IMAGE_PROXY_ALLOW_HOSTS: "127.0.0.1:99999" is not a host or host:port entry.'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', APP_URL: 'https://leads.example.com', IMAGE_PROXY_ALLOW_HOSTS: '127.0.0.1' },
      'Invalid setting IMAGE_PROXY_ALLOW_HOSTS: only for tests, it must not be set in production.',
    ],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(InvalidSettingError);
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(message);
  });
});
