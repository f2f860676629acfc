import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { ARTICLE_MESSAGES, articleInputSchema, readingMinutes, scheduleProblem, seoScore, slugify, slugProblem } from './articles.schemas.js';

describe('slug rules (R16)', () => {
  it('takes lower-case words joined by single dashes, 3 to 80 characters', () => {
    for (const slug of ['abc', 'net-30', 'a1-b2-c3', 'x'.repeat(80)]) expect(slugProblem(slug), slug).toBeNull();
  });

  it('refuses other formats, lengths and the reserved words', () => {
    expect(slugProblem('ab')).toBe(ARTICLE_MESSAGES.slugLength);
    expect(slugProblem('x'.repeat(81))).toBe(ARTICLE_MESSAGES.slugLength);
    for (const slug of ['Abc', 'a--b', '-abc', 'abc-', 'a b c', 'a_b', 'café']) expect(slugProblem(slug), slug).toBe(ARTICLE_MESSAGES.slugFormat);
    for (const slug of ['new', 'edit', 'page', 'preview']) expect(slugProblem(slug), slug).toBe(`"${slug}" is reserved; choose another URL slug`);
  });

  it('makes a valid slug from any title', () => {
    expect(slugify('Net 30 — what’s that?')).toBe('net-30-what-s-that');
    expect(slugify('Crème brûlée financing')).toBe('creme-brulee-financing');
    expect(slugify('New')).toBe('new-article');
    expect(slugify('!!')).toBe('article-brief');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    for (const title of ['Net 30 — what’s that?', 'a', 'Page', '—', 'x'.repeat(200), 'word '.repeat(40)]) expect(slugProblem(slugify(title)), title).toBeNull();
  });
});

describe('editor input (R16 limits and messages)', () => {
  const base = { title: 'A title', body: 'Body' };

  it('asks for alt text with a cover, in R16 words', () => {
    expect(() => parseInput(articleInputSchema, { ...base, coverImageId: '3' })).toThrow(ARTICLE_MESSAGES.coverAlt);
    expect(parseInput(articleInputSchema, { ...base, coverImageId: '3', coverAlt: 'A chart' }).coverImageId).toBe(3);
  });

  it('limits title, excerpt, body, tags, alt text and SEO fields', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ excerpt: 'x'.repeat(301) }, 'excerpt'],
      [{ body: 'x'.repeat(100_001) }, 'body'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags'],
      [{ tags: ['x'] }, 'tags.0'],
      [{ tags: ['x'.repeat(31)] }, 'tags.0'],
      [{ coverImageId: '1', coverAlt: 'x'.repeat(151) }, 'coverAlt'],
      [{ metaTitle: 'x'.repeat(301) }, 'metaTitle'],
      [{ metaDescription: 'x'.repeat(501) }, 'metaDescription'],
      [{ canonicalUrl: 'http://example.com/a' }, 'canonicalUrl'],
      [{ slug: 'Not OK' }, 'slug'],
    ];
    for (const [input, field] of cases) {
      try {
        parseInput(articleInputSchema, { ...base, ...input });
        expect.unreachable(field);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect(Object.keys((error as ValidationError).fieldErrors), field).toContain(field);
      }
    }
  });

  it('keeps tags unique and lower-case, and lets the body be empty until publishing', () => {
    const parsed = parseInput(articleInputSchema, { title: 'T', tags: ['SBA', 'sba', 'Cash Flow'] });
    expect(parsed.tags).toEqual(['sba', 'cash flow']);
    expect(parsed.body).toBe('');
    expect(parsed.slug).toBeNull();
  });
});

describe('schedule window (R16: at least 5 minutes ahead, at most a year)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('accepts 5 minutes to a year ahead', () => {
    expect(scheduleProblem(new Date('2026-11-23T12:05:00Z'), now)).toBeNull();
    expect(scheduleProblem(new Date('2027-11-23T12:00:00Z'), now)).toBeNull();
  });
  it('refuses the past, less than 5 minutes, more than a year, and invalid dates', () => {
    for (const at of ['2026-11-23T11:00:00Z', '2026-11-23T12:04:59Z', '2027-11-25T12:00:00Z']) expect(scheduleProblem(new Date(at), now), at).toBe(ARTICLE_MESSAGES.scheduleWindow);
    expect(scheduleProblem(new Date('nope'), now)).toBe(ARTICLE_MESSAGES.scheduleWindow);
  });
});

describe('reading time and SEO score', () => {
  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });

  it('scores 0–5 with advice for each missing point', () => {
    const good = {
      title: 'A title between thirty and sixty characters',
      slug: 'a-good-slug',
      body: 'Intro\n\n## A heading\n\nText',
      metaTitle: null,
      metaDescription: 'A meta description that is long enough to be useful in a search result page.',
      coverImageId: 1,
      coverImageUrl: null,
      coverAlt: 'A chart',
    };
    expect(seoScore(good)).toEqual({ score: 5, advice: [] });
    const bad = seoScore({ ...good, title: 'Short', metaDescription: null, coverAlt: null, slug: 'x'.repeat(61), body: 'No heading' });
    expect(bad.score).toBe(0);
    expect(bad.advice).toHaveLength(5);
    expect(seoScore({ ...good, metaTitle: 'Short' }).score).toBe(4);
  });
});
