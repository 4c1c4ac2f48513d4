import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMappablePost, mapWordPressPost, WordPressPost } from './wordpress-post.mapper';

const recorded: WordPressPost[] = JSON.parse(readFileSync(join(__dirname, '../../../../test/fixtures/wordpress/posts.json'), 'utf8'));
const APP_URL = 'https://leads.example.com';

describe('mapWordPressPost', () => {
  it('maps a full post: plain title, UTC date, embedded image and author, Yoast SEO', () => {
    const post = mapWordPressPost(recorded[0], APP_URL);
    expect(post).toMatchObject({
      id: '412',
      slug: 'messe-tipps-fuer-aussteller',
      title: 'Messe-Tipps – so klappt’s mit den Leads',
      date: '2026-10-02T08:15:00.000Z',
      // shown through the image proxy; the social tags keep the address itself
      featuredImage: `/api/image-proxy?url=${encodeURIComponent('https://blog.example.com/wp-content/uploads/2026/10/stand.jpg')}`,
      featuredImageAlt: 'Messestand mit Besuchern',
      author: 'Jana Beispiel',
      seo: {
        title: 'Messe-Tipps für Aussteller – Beispiel-Blog',
        description: 'Wie du deinen Messeauftritt planst und mehr Leads sammelst.',
        canonical: 'https://blog.example.com/messe-tipps-fuer-aussteller/',
        ogImage: 'https://blog.example.com/wp-content/uploads/2026/10/stand-og.jpg',
      },
    });
    expect(post.excerpt).toBe('<p>Ein guter Messeauftritt beginnt lange vor der Messe … <img src="x" loading="lazy" decoding="async" /></p>');
  });

  it('falls back to the title, the excerpt text, the app URL and the featured image', () => {
    const withoutYoast = mapWordPressPost(recorded[1], APP_URL);
    expect(withoutYoast).toMatchObject({
      id: '398',
      title: 'DSGVO & Leads',
      featuredImage: null,
      featuredImageAlt: 'DSGVO & Leads',
      author: 'Ole Muster',
      seo: { title: 'DSGVO & Leads', canonical: 'https://leads.example.com/blog/dsgvo-und-leads', ogImage: null },
    });
    expect(withoutYoast.seo.description).toBe(
      'Einwilligungen müssen nachweisbar sein – so gelingt es am Messestand ohne Mehraufwand für dein Team und ohne Papierlisten, die niemand mehr findet.',
    );

    const forbiddenMedia = mapWordPressPost(recorded[2], APP_URL);
    expect(forbiddenMedia).toMatchObject({ featuredImage: null, seo: { title: 'QR-Codes drucken | Beispiel-Blog', ogImage: null } });
  });

  it('leaves out entries without id or slug', () => {
    expect([...recorded, { id: 1 }, { slug: 'x' }, null, 'text'].filter(isMappablePost)).toHaveLength(3);
  });
});
