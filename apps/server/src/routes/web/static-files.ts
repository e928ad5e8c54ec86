import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** True when the path names a file of a type we serve (a page path never has such an extension). */
export function isFileLike(urlPath: string): boolean {
  const extension = extname(urlPath).toLowerCase();
  return extension !== '.html' && extension in CONTENT_TYPES;
}

/** A file found under the web build. */
export interface StaticFile {
  path: string;
  /** True when the URL named a folder and this is its index.html. */
  isFolderIndex: boolean;
  size: number;
  contentType: string;
}

/**
 * Finds the file a URL path names inside root: the file itself, or the folder's index.html (where a
 * prerendered page lives). Paths that escape root, hidden files and undecodable paths find nothing.
 */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.') && part !== '')) return undefined;
  const absoluteRoot = resolve(root);
  const target = resolve(absoluteRoot, `.${decoded}`);
  if (target !== absoluteRoot && !target.startsWith(absoluteRoot + sep)) return undefined;
  for (const [candidate, isFolderIndex] of [[target, false], [join(target, 'index.html'), true]] as const) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) {
      const contentType = CONTENT_TYPES[extname(candidate)] ?? 'application/octet-stream';
      return { path: candidate, isFolderIndex, size: info.size, contentType };
    }
  }
  return undefined;
}

/** The headers and body of a static file; HEAD gets the headers only. */
export function fileContent(file: StaticFile, options: { cacheControl: string; method: string }) {
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': options.cacheControl,
  };
  const body = options.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream);
  return { headers, body };
}
