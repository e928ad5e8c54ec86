import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, isLanguage, type BlogPost, type Language } from '@reelsmith/contracts';
import { parseBlogPost, type ParsedBlogPost } from './parse-blog-post';

/** The URL path the uploads folder's posts are served under (spec §7: a blog markdown file GET). */
export const BLOG_UPLOADS_URL_PATH = '/uploads/blog';

/** A post file in the uploads folder: `<name>.<language>.md`, e.g. customer-outreach.pt-BR.md. */
export const UPLOADED_POST_FILE = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.(${LANGUAGES.join('|')})\\.md$`);

/** One post file, parsed, with where it came from. */
export interface BlogFile extends ParsedBlogPost {
  /** Unique across the content folder: `<language>/<file>.md`, or `uploads/blog/<file>` for an uploaded post. */
  filename: string;
  language: Language;
  /** Where the uploads folder's file is served, or null for posts of content/blog. */
  sourceUrl: string | null;
}

/** A file that is not a post, and why; it is skipped, never fatal. */
export interface BlogFileProblem {
  filename: string;
  reason: string;
}

/** The folders posts are read from, inside the content folder. */
export function blogFolders(contentDir: string) {
  return { posts: join(contentDir, 'blog'), uploads: join(contentDir, 'uploads', 'blog') };
}

/**
 * Reads every post of the content folder: `blog/<language>/*.md` and the uploads folder's
 * `uploads/blog/<name>.<language>.md`. Broken files, and a second post with a slug its language
 * already has, are returned as problems; missing folders hold no posts.
 */
export async function readBlogFiles(contentDir: string): Promise<{ files: BlogFile[]; problems: BlogFileProblem[] }> {
  const folders = blogFolders(contentDir);
  const files: BlogFile[] = [];
  const problems: BlogFileProblem[] = [];
  const add = async (path: string, entry: Omit<BlogFile, keyof ParsedBlogPost>) => {
    const parsed = parseBlogPost(await readFile(path, 'utf8'));
    if (!parsed.ok) problems.push({ filename: entry.filename, reason: parsed.reason });
    else if (files.some((file) => file.language === entry.language && file.slug === parsed.post.slug)) {
      problems.push({ filename: entry.filename, reason: `another ${entry.language} post already has the slug "${parsed.post.slug}"` });
    } else files.push({ ...parsed.post, ...entry });
  };

  for (const folder of await markdownEntries(folders.posts, 'folders')) {
    if (!isLanguage(folder)) {
      problems.push({ filename: `${folder}/`, reason: `not a language folder (${LANGUAGES.join(', ')})` });
      continue;
    }
    for (const name of await markdownEntries(join(folders.posts, folder), 'files')) {
      await add(join(folders.posts, folder, name), { filename: `${folder}/${name}`, language: folder, sourceUrl: null });
    }
  }
  for (const name of await markdownEntries(folders.uploads, 'files')) {
    const language = UPLOADED_POST_FILE.exec(name)?.[2];
    if (!isLanguage(language)) {
      problems.push({ filename: `uploads/blog/${name}`, reason: 'an uploaded post is named <name>.<language>.md' });
      continue;
    }
    await add(join(folders.uploads, name), { filename: `uploads/blog/${name}`, language, sourceUrl: `${BLOG_UPLOADS_URL_PATH}/${name}` });
  }
  return { files, problems };
}

/** The visible folders, or .md files, of a folder in name order; none when it does not exist. */
async function markdownEntries(dir: string, kind: 'folders' | 'files'): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => !entry.name.startsWith('.') && (kind === 'folders' ? entry.isDirectory() : entry.isFile() && entry.name.endsWith('.md')))
    .map((entry) => entry.name)
    .sort();
}

/** A post file as the API answers it. */
export function toBlogPost(file: BlogFile): BlogPost {
  return {
    slug: file.slug,
    title: file.title,
    description: file.description,
    published_at: file.publishedAt.toISOString(),
    content: file.content,
    source_url: file.sourceUrl,
  };
}

/**
 * The posts of one language, newest first, exactly as GET /api/blog answers them. Skips broken
 * files silently (the server logs them when it syncs). Also imported by the web build, which
 * prerenders the blog with these posts.
 */
export async function readBlogPosts(contentDir: string, language: Language): Promise<BlogPost[]> {
  const { files } = await readBlogFiles(contentDir);
  return files
    .filter((file) => file.language === language)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.slug.localeCompare(b.slug))
    .map(toBlogPost);
}
