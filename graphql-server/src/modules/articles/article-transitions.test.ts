import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, type ArticleStatus } from './article.entity.js';
import { TRANSITIONS } from './article-publishing.service.js';

/** BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft. */
const LEGAL: Record<keyof typeof TRANSITIONS, [ArticleStatus[], ArticleStatus]> = {
  publish: [['draft', 'scheduled'], 'published'],
  schedule: [['draft', 'scheduled'], 'scheduled'],
  unschedule: [['scheduled'], 'draft'],
  unpublish: [['published'], 'draft'],
  archive: [['draft', 'scheduled', 'published'], 'archived'],
  restore: [['archived'], 'draft'],
};

describe('article state machine', () => {
  it.each(Object.entries(LEGAL))('%s goes from exactly the allowed states to its target', (name, [from, to]) => {
    const transition = TRANSITIONS[name as keyof typeof TRANSITIONS];
    expect(transition.to).toBe(to);
    for (const status of ARTICLE_STATUSES) expect((transition.from as readonly string[]).includes(status), `${name} from ${status}`).toBe(from.includes(status));
  });

  it('never leads anywhere but the machine allows (no archived → published, no published → scheduled)', () => {
    const edges = new Set(Object.values(TRANSITIONS).flatMap((t) => t.from.filter((from) => from !== t.to).map((from) => `${from}→${t.to}`)));
    expect([...edges].sort()).toEqual(
      ['draft→scheduled', 'scheduled→published', 'draft→published', 'scheduled→draft', 'published→draft', 'draft→archived', 'scheduled→archived', 'published→archived', 'archived→draft'].sort(),
    );
  });
});
