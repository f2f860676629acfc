/** "November 12, 2026" in en-US, in UTC so the date does not shift with the reader's time zone. */
export function formatPublished(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** Only site paths and https images: anything else shows no cover. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^\/[\w\-./]+$/.test(url) || /^https:\/\//.test(url) ? url : null;
}
