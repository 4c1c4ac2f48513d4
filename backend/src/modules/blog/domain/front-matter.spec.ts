import { markdownToHtml } from './markdown';
import { InvalidPostFileError, parsePostFile } from './front-matter';

const file = (front: string, body = 'Text') => `---\n${front}\n---\n${body}`;

describe('parsePostFile', () => {
  it('reads the front matter fields and keeps the body', () => {
    const parsed = parsePostFile(
      file('title: "Double Opt-in: so geht’s"\nslug: double-opt-in\ndate: 2026-09-15\nauthor: Team\nfeaturedImage: /blog/a.svg\nseoTitle: SEO', '## Hallo\n'),
      'x.md',
    );
    expect(parsed).toEqual({
      meta: {
        title: 'Double Opt-in: so geht’s',
        slug: 'double-opt-in',
        date: '2026-09-15T00:00:00.000Z',
        excerpt: null,
        author: 'Team',
        featuredImage: '/blog/a.svg',
        featuredImageAlt: null,
        seoTitle: 'SEO',
        seoDescription: null,
      },
      body: '## Hallo\n',
    });
  });

  it('takes the slug from the file name when the front matter has none', () => {
    expect(parsePostFile(file('title: T\ndate: 2026-01-02T10:00:00Z'), 'content/mein-artikel.md').meta.slug).toBe('mein-artikel');
  });

  it.each([
    ['no front matter', '# Titel', /must start with front matter/],
    ['missing title', file('date: 2026-01-01'), /"title" is missing/],
    ['missing date', file('title: T'), /"date" is missing/],
    ['bad date', file('title: T\ndate: gestern'), /not a date/],
    ['bad slug', file('title: T\ndate: 2026-01-01\nslug: Mit Leerzeichen'), /slug "Mit Leerzeichen"/],
    ['script image', file('title: T\ndate: 2026-01-01\nfeaturedImage: "javascript:alert(1)"'), /featuredImage/],
    ['broken YAML', file('title: [T\ndate: 2026-01-01'), /not valid YAML/],
  ])('refuses a file with %s', (_case, source, message) => {
    expect(() => parsePostFile(source, 'x.md')).toThrow(InvalidPostFileError);
    expect(() => parsePostFile(source, 'x.md')).toThrow(message);
  });
});

describe('markdownToHtml', () => {
  it('renders headings, lists, emphasis and links', () => {
    expect(markdownToHtml('## Titel\n\n- **eins**\n- [zwei](https://example.com)\n')).toBe(
      '<h2>Titel</h2>\n<ul>\n<li><strong>eins</strong></li>\n<li><a href="https://example.com">zwei</a></li>\n</ul>\n',
    );
  });
});
