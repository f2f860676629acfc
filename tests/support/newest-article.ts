/** The path of the Brief's newest published article, as the public GraphQL API lists it (bench:web, page weight). */
export async function newestArticlePath(base: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ articles(page: 1, pageSize: 1) { items { slug } } }' }),
  });
  const { data } = (await response.json()) as { data?: { articles: { items: { slug: string }[] } } };
  const slug = data?.articles.items[0]?.slug;
  if (!slug) throw new Error('the demo data has no published article');
  return `/the-netfund-brief/${slug}`;
}
