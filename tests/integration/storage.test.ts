// Storage through supabase-js on the product-images bucket: admins upload, replace, list and remove; anyone
// reads through the public URL; members are refused by the RLS policies on storage.objects. The bucket takes
// raster images only (20261123000220_product_images_raster_only.sql), refused as hosted Storage refuses them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, newMember, rawRequest, type Client } from './helpers';

const BUCKET = 'product-images';
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// What the attacker uploaded: an image that runs a script when opened at its URL.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(document.domain)</script>' +
  '<rect width="4" height="4"/></svg>';
const MAX_BYTES = 5 * 1024 * 1024;

let admin: Client;
let folder: string;

beforeAll(async () => {
  admin = await adminClient();
  folder = `tests-${randomUUID().slice(0, 8)}`;
});

describe('storage', () => {
  it('lets an admin upload, and anyone download through the public URL', async () => {
    const path = `${folder}/drop.png`;
    const uploaded = await admin.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.path).toBe(path);
    expect(uploaded.data?.fullPath).toBe(`${BUCKET}/${path}`);

    const { data } = anonClient().storage.from(BUCKET).getPublicUrl(path);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    // The authenticated route goes through RLS: admins read the rows, anon reads the public URL only.
    const downloaded = await admin.storage.from(BUCKET).download(path);
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).equals(PNG)).toBe(true);
    expect((await anonClient().storage.from(BUCKET).download(path)).error).not.toBeNull();
  });

  it('accepts a Blob (sent as a form, as browsers do) and replaces only with upsert', async () => {
    const path = `${folder}/mark.png`;
    const first = await admin.storage.from(BUCKET).upload(path, new Blob([PNG], { type: 'image/png' }));
    expect(first.error).toBeNull();
    const again = await admin.storage.from(BUCKET).upload(path, new Blob([PNG], { type: 'image/png' }));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replacement = Buffer.concat([PNG, Buffer.from([0])]);
    const replaced = await admin.storage
      .from(BUCKET)
      .upload(path, new Blob([replacement], { type: 'image/png' }), { upsert: true });
    expect(replaced.error).toBeNull();
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it('refuses uploads by a member and by anon, and files the bucket does not accept', async () => {
    const { client } = await newMember();
    const byMember = await client.storage
      .from(BUCKET)
      .upload(`${folder}/member.png`, PNG, { contentType: 'image/png' });
    expect(byMember.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const byAnon = await anonClient()
      .storage.from(BUCKET)
      .upload(`${folder}/anon.png`, PNG, { contentType: 'image/png' });
    expect(byAnon.error?.message).toBe('new row violates row-level security policy');
    const text = await admin.storage
      .from(BUCKET)
      .upload(`${folder}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
    const missing = await fetch(
      admin.storage.from(BUCKET).getPublicUrl(`${folder}/member.png`).data.publicUrl,
    );
    expect(missing.status).toBe(404);
  });

  it('lists a folder and removes files; a member removes nothing', async () => {
    const listFolder = `${folder}/list`;
    await admin.storage.from(BUCKET).upload(`${listFolder}/a.png`, PNG, { contentType: 'image/png' });
    await admin.storage.from(BUCKET).upload(`${listFolder}/b.png`, PNG, { contentType: 'image/png' });
    await admin.storage.from(BUCKET).upload(`${listFolder}/nested/c.png`, PNG, { contentType: 'image/png' });

    const listed = await admin.storage
      .from(BUCKET)
      .list(listFolder, { sortBy: { column: 'name', order: 'asc' } });
    expect(listed.error).toBeNull();
    expect((listed.data ?? []).map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'nested']);
    expect(listed.data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });

    const { client } = await newMember();
    const byMember = await client.storage.from(BUCKET).remove([`${listFolder}/a.png`]);
    expect(byMember.data).toEqual([]);

    const removed = await admin.storage.from(BUCKET).remove([`${listFolder}/a.png`]);
    expect(removed.error).toBeNull();
    expect((removed.data ?? []).map((entry) => entry.name)).toEqual([`${listFolder}/a.png`]);
    const gone = await fetch(admin.storage.from(BUCKET).getPublicUrl(`${listFolder}/a.png`).data.publicUrl);
    expect(gone.status).toBe(404);
    const after = await admin.storage.from(BUCKET).list(listFolder);
    expect((after.data ?? []).map((entry) => entry.name).sort()).toEqual(['b.png', 'nested']);
  });
});

/** The admin's upload as storage-js sends a Buffer: the bytes as the body, the declared type as Content-Type. */
async function rawUpload(path: string, body: Buffer<ArrayBuffer> | string, contentType: string) {
  const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
  return rawRequest(`/storage/v1/object/${BUCKET}/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new Blob([body]),
  });
}

const publicStatus = async (path: string): Promise<number> =>
  (await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status;

describe('the product-images bucket takes raster images only (the SVG attack)', () => {
  it('refuses an SVG with a script, as hosted Storage does: HTTP 400, the 415 in the body; nothing is stored', async () => {
    const path = `${folder}/attack.svg`;
    const viaJs = await admin.storage.from(BUCKET).upload(path, new Blob([SVG], { type: 'image/svg+xml' }));
    expect(viaJs.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type image/svg+xml is not supported',
    });

    const raw = await rawUpload(path, SVG, 'image/svg+xml');
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/svg+xml is not supported',
    });
    // Storage compares the declared type as sent: parameters or another case do not slip through.
    for (const declared of [
      'image/svg+xml; charset=utf-8',
      'IMAGE/SVG+XML',
      'text/html',
      'application/xml',
    ]) {
      const refused = await rawUpload(`${folder}/attack-${randomUUID().slice(0, 6)}`, SVG, declared);
      expect(refused.status, declared).toBe(400);
      expect(refused.body, declared).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    }
    expect(await publicStatus(path)).toBe(404);
    expect((await admin.storage.from(BUCKET).list(folder, { search: 'attack' })).data).toEqual([]);
  });

  it('a member is refused by RLS before the type is even looked at (storage-api checks in that order)', async () => {
    const { client } = await newMember();
    const byMember = await client.storage
      .from(BUCKET)
      .upload(`${folder}/member.svg`, new Blob([SVG], { type: 'image/svg+xml' }));
    expect(byMember.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('an SVG that lies about its type is stored and served as the raster type it claimed, never as SVG', async () => {
    // Storage trusts the declared type (it does not look at the bytes), as hosted does.
    const path = `${folder}/disguised.png`;
    const uploaded = await admin.storage
      .from(BUCKET)
      .upload(path, Buffer.from(SVG), { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).not.toContain('svg');
  });

  it('refuses a file over the bucket limit (5 MB) as hosted does: HTTP 400, the 413 in the body', async () => {
    const path = `${folder}/huge.png`;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES + 1 - PNG.length)]);
    const raw = await rawUpload(path, big, 'image/png');
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const viaJs = await admin.storage.from(BUCKET).upload(path, new Blob([big], { type: 'image/png' }));
    expect(viaJs.error).toMatchObject({ status: 400, statusCode: '413' });
    expect(await publicStatus(path)).toBe(404);

    const exact = await admin.storage
      .from(BUCKET)
      .upload(`${folder}/exactly-5mb.png`, big.subarray(0, MAX_BYTES), { contentType: 'image/png' });
    expect(exact.error).toBeNull();
  });

  it('takes every raster type the shop offers', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      const path = `${folder}/raster-${type.split('/')[1]}`;
      const { error } = await admin.storage.from(BUCKET).upload(path, PNG, { contentType: type });
      expect(error, type).toBeNull();
    }
  });

  it('anon and members cannot list the public bucket; its files are served all the same', async () => {
    const path = `${folder}/listed/a.png`;
    await admin.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    const { client } = await newMember();
    for (const reader of [anonClient(), client]) {
      const listed = await reader.storage.from(BUCKET).list(`${folder}/listed`);
      expect(listed.data ?? []).toEqual([]);
    }
    expect((await admin.storage.from(BUCKET).list(`${folder}/listed`)).data?.map((f) => f.name)).toEqual([
      'a.png',
    ]);
    expect(await publicStatus(path)).toBe(200);
  });
});

describe('object keys as long as hosted takes them, and no longer (issue 27 item 8)', () => {
  // Hosted keeps an object in S3 as <project ref (20)>/<bucket>/<name>/<version (36)>, at most 1024 bytes:
  // for this bucket a name of up to 951 bytes. S3 refuses a longer key with KeyTooLongError (400), which
  // storage-api renders as its S3Error (StorageBackendError.fromError), after the RLS check and the type.
  const LONGEST = 1024 - 20 - 1 - BUCKET.length - 1 - 1 - 36;
  const nameOf = (bytes: number) => {
    const prefix = `${folder}/long/`;
    return prefix + 'k'.repeat(bytes - prefix.length - 4) + '.png';
  };

  it('refuses a key past the limit with a 400, not a 500, and stores nothing', async () => {
    for (const name of [nameOf(LONGEST + 1), nameOf(3000)]) {
      const raw = await rawUpload(name, PNG, 'image/png');
      expect(raw.status, `${name.length} bytes`).toBe(400);
      expect(raw.body).toEqual({
        statusCode: '400',
        code: 'S3Error',
        error: 'S3Error',
        message: 'KeyTooLongError',
      });
      const viaJs = await admin.storage.from(BUCKET).upload(name, PNG, { contentType: 'image/png' });
      expect(viaJs.error).toMatchObject({ status: 400, statusCode: '400', message: 'KeyTooLongError' });
      expect(await publicStatus(name)).toBe(404);
    }
  });

  it('keeps a key at the limit, whatever the length of its segments, and serves and removes it', async () => {
    // One segment of 300 bytes is past what a local filesystem names a file (255): hosted keeps it all the same.
    for (const name of [nameOf(LONGEST), `${folder}/${'s'.repeat(300)}.png`]) {
      const uploaded = await admin.storage.from(BUCKET).upload(name, PNG, { contentType: 'image/png' });
      expect(uploaded.error, `${name.length} bytes`).toBeNull();
      expect(await publicStatus(name)).toBe(200);
      const downloaded = await admin.storage.from(BUCKET).download(name);
      expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).equals(PNG)).toBe(true);
      expect((await admin.storage.from(BUCKET).remove([name])).data).toHaveLength(1);
      expect(await publicStatus(name)).toBe(404);
    }
  });

  it('refuses a member by RLS first, as storage-api checks the policies before it uploads', async () => {
    const { client } = await newMember();
    const refused = await client.storage.from(BUCKET).upload(nameOf(2000), PNG, { contentType: 'image/png' });
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });
});
