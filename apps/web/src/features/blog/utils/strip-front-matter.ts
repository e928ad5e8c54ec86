/**
 * The markdown of a post file without its front matter block, trimmed the way the server stores
 * post bodies (use-cases/blog/parse-blog-post.ts), so the file and the listed copy render alike.
 */
export function stripFrontMatter(source: string): string {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const block = /^---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/.exec(text);
  const body = block ? text.slice(block[0].length) : text;
  return body.replace(/^\n+/, '').replace(/\s+$/, '') + '\n';
}
