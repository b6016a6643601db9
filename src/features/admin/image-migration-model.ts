// The image migration's rules: which product image URLs are already in the bucket, where a copied image
// goes (a path derived from its source URL, so a second run overwrites rather than duplicates), and how
// image_urls are rewritten. Pure: no React, no I/O.
import { imageExtension, imageProblem, type ImageProblem } from './product-image-model';

export type ImageResult = 'wouldCopy' | 'copied' | 'skipped' | 'failed';

export type ImageReason =
  | 'inBucket'
  | 'notWebAddress'
  | 'http'
  | 'network'
  | 'svg'
  | 'type'
  | 'size'
  | 'empty'
  | 'upload'
  | 'rewrite';

export interface ImageReport {
  productId: string;
  slug: string;
  title: string;
  url: string;
  result: ImageResult;
  reason?: ImageReason;
  /** HTTP status, content type or error text that explains the reason. */
  detail?: string;
  newUrl?: string;
}

/** Already in the bucket: its public URL starts with the bucket's public base. */
export function isInBucket(url: string, bucketBase: string): boolean {
  return url.startsWith(bucketBase);
}

/** The address to download: site-relative paths resolve against the site; only http(s) is fetched. */
export function sourceAddress(url: string, origin: string): string | null {
  try {
    const resolved = new URL(url.trim(), origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

export function contentType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Why a downloaded file cannot go to the bucket, or null (`name`: the source's path, to spot an SVG). */
export function downloadProblem(file: { type: string; size: number; name?: string }): ImageProblem | null {
  return imageProblem(file);
}

export function migratedPath(slug: string, sourceHash: string, type: string): string {
  return `migrated/${slug}/${sourceHash.slice(0, 24)}.${imageExtension(type)}`;
}

/** image_urls with each copied URL replaced by its bucket URL, order kept. */
export function rewriteUrls(urls: string[], copied: Map<string, string>): string[] {
  return urls.map((url) => copied.get(url) ?? url);
}

export function countResults(reports: ImageReport[]): Record<ImageResult, number> {
  const counts: Record<ImageResult, number> = { wouldCopy: 0, copied: 0, skipped: 0, failed: 0 };
  for (const report of reports) counts[report.result] += 1;
  return counts;
}
