// /admin/migrate-images: product images whose URLs are not in the product-images bucket are downloaded,
// checked (type, size), copied in, and image_urls rewritten; each image reported. The dry run only lists.
// Takes the client and fetch so the integration tests run the very same code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database-api';
import { getSupabase } from '@/lib/get-supabase';
import {
  contentType,
  downloadProblem,
  isInBucket,
  migratedPath,
  rewriteUrls,
  sourceAddress,
  type ImageReport,
} from '@/features/admin/image-migration-model';
import { MAX_IMAGE_BYTES, storageUploadProblem } from '@/features/admin/product-image-model';
import { invalidateProducts } from './save-product';
import { PRODUCT_IMAGES_BUCKET } from './upload-product-image';

type Client = SupabaseClient<Database>;

export interface ImageMigrationOptions {
  /** Resolves site-relative image paths ("/images/..."). */
  origin: string;
  /** One product (its uuid), or every product when absent. */
  productId?: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

export function bucketBase(client: Client): string {
  const probe = client.storage.from(PRODUCT_IMAGES_BUCKET).getPublicUrl('x').data.publicUrl;
  return probe.slice(0, -1);
}

async function productsToScan(client: Client, productId?: string) {
  let query = client.from('products').select('id, product_id, title, image_urls').order('sort_order');
  if (productId) query = query.eq('id', productId);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

type ScannedProduct = Awaited<ReturnType<typeof productsToScan>>[number];
type Entry = Pick<ImageReport, 'productId' | 'slug' | 'title' | 'url'>;
type Triage =
  { entry: Entry; settled: Pick<ImageReport, 'result' | 'reason'> } | { entry: Entry; source: string };

/**
 * An image of a product as its report starts: the product and the address, with the outcome when no copy is
 * needed (already in the bucket: skipped; not at a web address: failed), else the address to copy it from.
 */
function triage(product: ScannedProduct, url: string, base: string, origin: string): Triage {
  const entry = { productId: product.id, slug: product.product_id, title: product.title, url };
  if (isInBucket(url, base)) return { entry, settled: { result: 'skipped', reason: 'inBucket' } };
  const source = sourceAddress(url, origin);
  if (!source) return { entry, settled: { result: 'failed', reason: 'notWebAddress' } };
  return { entry, source };
}

export async function planImageMigration(
  client: Client,
  options: ImageMigrationOptions,
): Promise<ImageReport[]> {
  const base = bucketBase(client);
  const reports: ImageReport[] = [];
  for (const product of await productsToScan(client, options.productId)) {
    for (const url of product.image_urls) {
      const image = triage(product, url, base, options.origin);
      reports.push({
        ...image.entry,
        ...('settled' in image ? image.settled : { result: 'wouldCopy' as const }),
      });
    }
  }
  return reports;
}

/**
 * Reads an image: the site's own directly, any other host's through the fetch-image function, since the
 * shop's Content-Security-Policy and other hosts' CORS rules stop the browser from reading them itself.
 */
export function imageFetcher(client: Client, origin: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).origin === origin) return fetch(url, init);
    // The project's address, as the client knows it (its public storage URLs start with it).
    const project = bucketBase(client).split('/storage/v1/')[0] ?? '';
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const response = await fetch(`${project}/functions/v1/fetch-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
      signal: init?.signal,
    });
    if (response.headers.get('X-Fetch-Error') === 'network') throw new Error(`${url} could not be reached`);
    return response;
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Copy = { newUrl: string } | { reason: NonNullable<ImageReport['reason']>; detail?: string };

async function copyOne(
  client: Client,
  slug: string,
  source: string,
  options: ImageMigrationOptions,
): Promise<Copy> {
  const fetcher = options.fetcher ?? imageFetcher(client, options.origin);
  let response: Response;
  try {
    response = await fetcher(source, { signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
  } catch (error) {
    return { reason: 'network', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) return { reason: 'http', detail: String(response.status) };
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_IMAGE_BYTES) return { reason: 'size', detail: String(declared) };
  const type = contentType(response.headers.get('content-type'));
  const problem = downloadProblem({ type, size: declared || 1, name: new URL(source).pathname });
  if (problem === 'type' || problem === 'svg') return { reason: problem, detail: type || '?' };
  const body = await response.blob();
  const sizeProblem = downloadProblem({ type, size: body.size });
  if (sizeProblem) return { reason: sizeProblem, detail: String(body.size) };

  const path = migratedPath(slug, await sha256Hex(source), type);
  const { error } = await client.storage
    .from(PRODUCT_IMAGES_BUCKET)
    .upload(path, body, { contentType: type, upsert: true });
  if (error) {
    // Storage checks type and size again (hosted: HTTP 400, the real status in statusCode).
    const refusal = storageUploadProblem(error);
    if (refusal === 'type') return { reason: 'type', detail: type };
    if (refusal === 'size') return { reason: 'size', detail: String(body.size) };
    return { reason: 'upload', detail: error.message };
  }
  return { newUrl: client.storage.from(PRODUCT_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl };
}

export async function runImageMigration(
  client: Client,
  options: ImageMigrationOptions,
): Promise<ImageReport[]> {
  const base = bucketBase(client);
  const reports: ImageReport[] = [];
  for (const product of await productsToScan(client, options.productId)) {
    const copied = new Map<string, string>();
    const productReports: ImageReport[] = [];
    for (const url of product.image_urls) {
      const image = triage(product, url, base, options.origin);
      const { entry } = image;
      if ('settled' in image) {
        productReports.push({ ...entry, ...image.settled });
      } else {
        const { source } = image;
        const copy = copied.has(url)
          ? { newUrl: copied.get(url) ?? '' }
          : await copyOne(client, product.product_id, source, options);
        if ('newUrl' in copy) {
          copied.set(url, copy.newUrl);
          productReports.push({ ...entry, result: 'copied', newUrl: copy.newUrl });
        } else {
          productReports.push({ ...entry, result: 'failed', reason: copy.reason, detail: copy.detail });
        }
      }
    }
    if (copied.size > 0) {
      const { data, error } = await client
        .from('products')
        .update({ image_urls: rewriteUrls(product.image_urls, copied) })
        .eq('id', product.id)
        .select('id');
      if (error || data.length === 0) {
        // The copies are in the bucket, but the product still points at the old URLs: say so per image.
        for (const report of productReports) {
          if (report.result === 'copied') {
            report.result = 'failed';
            report.reason = 'rewrite';
            report.detail = error?.message ?? 'not permitted';
          }
        }
      }
    }
    reports.push(...productReports);
  }
  return reports;
}

export function useImageDryRun() {
  return useMutation({
    mutationFn: async (productId?: string) =>
      planImageMigration(await getSupabase(), { origin: window.location.origin, productId }),
  });
}

export function useImageMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId?: string) =>
      runImageMigration(await getSupabase(), { origin: window.location.origin, productId }),
    onSettled: () => invalidateProducts(queryClient),
  });
}
