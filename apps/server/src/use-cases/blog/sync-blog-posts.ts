import { stat } from 'node:fs/promises';
import { blogPosts, type Db } from '@reelsmith/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { readBlogFiles, type BlogFile } from './read-blog-posts';

/** A blog_posts row as the sync compares it. */
type StoredPost = Pick<typeof blogPosts.$inferSelect, 'filename' | 'title' | 'content' | 'language' | 'publishedAt'>;

/** The value an upsert tried to insert, for its DO UPDATE. */
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** What a sync changed. */
export interface BlogSyncSummary {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** Files that are no post (broken front matter, duplicate slug…): logged, and their rows kept. */
  skipped: number;
}

/**
 * What to write so the table holds exactly the files: new files are added, changed ones updated,
 * rows of files that are gone removed. A file that exists but cannot be read as a post keeps its
 * row, so a typo in a front matter hides nothing that was published.
 */
export function planBlogSync(stored: StoredPost[], files: BlogFile[], skippedFilenames: string[]) {
  const byFilename = new Map(stored.map((row) => [row.filename, row]));
  const present = new Set([...files.map((file) => file.filename), ...skippedFilenames]);
  const rows = files.map((file): StoredPost => ({ filename: file.filename, title: file.title, content: file.content, language: file.language, publishedAt: file.publishedAt }));
  const isSame = (row: StoredPost, old: StoredPost) =>
    old.title === row.title && old.content === row.content && old.language === row.language && old.publishedAt?.getTime() === row.publishedAt?.getTime();
  return {
    insert: rows.filter((row) => !byFilename.has(row.filename)),
    update: rows.filter((row) => {
      const old = byFilename.get(row.filename);
      return old !== undefined && !isSame(row, old);
    }),
    remove: stored.filter((row) => !present.has(row.filename)).map((row) => row.filename),
  };
}

/**
 * Makes blog_posts match the post files of the content folder (run at every start; running it
 * again changes nothing). Broken files are logged and skipped. A content folder that does not
 * exist at all is a configuration mistake, not "no posts": it is logged and the table is left alone.
 */
export async function syncBlogPosts({ db, contentDir, logger }: { db: Db; contentDir: string; logger: Logger }): Promise<BlogSyncSummary | undefined> {
  const isFolder = await stat(contentDir).then((info) => info.isDirectory(), () => false);
  if (!isFolder) {
    logger.warn({ contentDir }, 'blog posts not synced: the content folder does not exist (set CONTENT_DIR)');
    return undefined;
  }
  const { files, problems } = await readBlogFiles(contentDir);
  for (const problem of problems) logger.warn({ file: problem.filename }, `blog post skipped: ${problem.reason}`);

  const plan = await db.transaction(async (tx) => {
    const stored = await tx
      .select({ filename: blogPosts.filename, title: blogPosts.title, content: blogPosts.content, language: blogPosts.language, publishedAt: blogPosts.publishedAt })
      .from(blogPosts);
    const changes = planBlogSync(stored, files, problems.map((problem) => problem.filename));
    if (changes.insert.length > 0) {
      // Another server starting at the same moment may insert the same file: the later one updates.
      await tx
        .insert(blogPosts)
        .values(changes.insert)
        .onConflictDoUpdate({ target: blogPosts.filename, set: { title: excluded('title'), content: excluded('content'), language: excluded('language'), publishedAt: excluded('published_at') } });
    }
    for (const row of changes.update) {
      await tx.update(blogPosts).set({ title: row.title, content: row.content, language: row.language, publishedAt: row.publishedAt }).where(eq(blogPosts.filename, row.filename));
    }
    if (changes.remove.length > 0) await tx.delete(blogPosts).where(inArray(blogPosts.filename, changes.remove));
    return changes;
  });

  const summary: BlogSyncSummary = {
    added: plan.insert.length,
    updated: plan.update.length,
    removed: plan.remove.length,
    unchanged: files.length - plan.insert.length - plan.update.length,
    skipped: problems.length,
  };
  logger.info(summary, 'blog posts synced');
  return summary;
}
