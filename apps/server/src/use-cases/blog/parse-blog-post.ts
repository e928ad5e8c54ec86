/** A blog post as its markdown file describes it: front matter fields and the body. */
export interface ParsedBlogPost {
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  /** The markdown after the front matter. */
  content: string;
}

/** The parse of one file: the post, or why the file cannot be one. */
export type ParseBlogPostResult = { ok: true; post: ParsedBlogPost } | { ok: false; reason: string };

const REQUIRED_FIELDS = ['title', 'description', 'date', 'slug'] as const;

/** Lower-case words joined by single hyphens: safe in ?post= and the same in every language. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar date, optionally with a time and an explicit offset (a date alone is midnight UTC). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const KEY_VALUE = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/;

/**
 * Parses a post file: a front matter block between `---` lines holding `key: value` lines (title,
 * description, date, slug; values optionally quoted), then the markdown body. Only this flat subset
 * of YAML is accepted, so a file either means exactly one thing or is refused with a reason.
 */
export function parseBlogPost(source: string): ParseBlogPostResult {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const opening = /^---[ \t]*\n/.exec(text);
  if (!opening) return fail('it does not start with a front matter block (a line with ---)');
  const closing = /^---[ \t]*$/m.exec(text.slice(opening[0].length));
  if (!closing) return fail('its front matter block is not closed by a line with ---');
  const block = text.slice(opening[0].length, opening[0].length + closing.index);
  const body = text.slice(opening[0].length + closing.index + closing[0].length);

  const fields = new Map<string, string>();
  const lines = block.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = KEY_VALUE.exec(line);
    if (!match) return fail(`front matter line ${index + 2} is not "key: value": ${JSON.stringify(line)}`);
    const [, key = '', raw = ''] = match;
    if (fields.has(key)) return fail(`front matter repeats "${key}"`);
    const value = unquote(raw.trim());
    if (value === undefined) return fail(`the value of "${key}" has an unclosed or malformed quote: ${raw.trim()}`);
    fields.set(key, value);
  }

  for (const field of REQUIRED_FIELDS) {
    if (!fields.get(field)?.trim()) return fail(`front matter needs a non-empty "${field}"`);
  }
  const slug = fields.get('slug') ?? '';
  if (!SLUG.test(slug)) return fail(`slug must be lower-case words joined by hyphens (received ${JSON.stringify(slug)})`);
  const date = fields.get('date') ?? '';
  const publishedAt = parseDate(date);
  if (!publishedAt) return fail(`date must be a real date such as 2025-03-14, optionally with a time and offset (received ${JSON.stringify(date)})`);

  return {
    ok: true,
    post: {
      slug,
      title: (fields.get('title') ?? '').trim(),
      description: (fields.get('description') ?? '').trim(),
      publishedAt,
      content: body.replace(/^\n+/, '').replace(/\s+$/, '') + '\n',
    },
  };
}

function fail(reason: string): ParseBlogPostResult {
  return { ok: false, reason };
}

/** A plain value as is; "double" (JSON escapes) or 'single' ('' for ') quoted values unwrapped. */
function unquote(value: string): string | undefined {
  if (value.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(value)) return undefined;
    try {
      return JSON.parse(value) as string;
    } catch {
      return undefined;
    }
  }
  if (value.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(value)) return undefined;
    return value.slice(1, -1).replaceAll("''", "'");
  }
  return value;
}

function parseDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date.parse rolls 2025-02-30 over to March; a date that does not come back as written is refused.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay = calendar.getUTCFullYear() === Number(year) && calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  return isRealDay ? date : undefined;
}
