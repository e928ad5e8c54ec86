import { localizePath, watchPagePath, type Language, type WatchVideo } from '@reelsmith/contracts';

/** Escapes text for an HTML element or a quoted attribute value. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The app shell of a video's watch page with what link previews read in its <head> (Open Graph,
 * Twitter cards; crawlers run no script): the video's title, its absolute MP4 and poster URLs and
 * size, and noindex — a shared video is unlisted. The shell's <title> is replaced (the same text
 * the app sets once it runs); the tags go in its place, or before </head> when it has none.
 */
export function withWatchPageHead(shell: string, video: WatchVideo, options: { publicUrl: string; language: Language }): string {
  const absolute = (path: string) => `${options.publicUrl}${path}`;
  const videoUrl = absolute(video.video_url);
  const posterUrl = video.poster_url ? absolute(video.poster_url) : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(video.title)} · Reelsmith</title>`,
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', 'Reelsmith'),
    meta('property', 'og:type', 'video.other'),
    meta('property', 'og:title', video.title),
    meta('property', 'og:url', absolute(localizePath(watchPagePath(video.slug), options.language))),
    meta('property', 'og:video', videoUrl),
    meta('property', 'og:video:url', videoUrl),
    meta('property', 'og:video:secure_url', videoUrl),
    meta('property', 'og:video:type', 'video/mp4'),
    meta('property', 'og:video:width', String(video.width)),
    meta('property', 'og:video:height', String(video.height)),
    // The poster is a frame of the video itself, so it has the video's size.
    ...(posterUrl ? [meta('property', 'og:image', posterUrl), meta('property', 'og:image:width', String(video.width)), meta('property', 'og:image:height', String(video.height))] : []),
    // A "player" card needs a page Twitter may frame, and our CSP forbids framing: a large image is the honest card.
    meta('name', 'twitter:card', posterUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', video.title),
    ...(posterUrl ? [meta('name', 'twitter:image', posterUrl)] : []),
  ].join('\n    ');
  const withLanguage = shell.replace(/<html\b[^>]*>/i, (tag) => tag.replace(/\s+lang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${options.language}"`));
  // Functions as replacements, so a `$&` in a title stays text.
  if (/<title>[\s\S]*?<\/title>/i.test(withLanguage)) return withLanguage.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return withLanguage.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
