// Storage through supabase-js on the product-images bucket: admins upload, replace, list and remove; anyone
// reads through the public URL; members are refused by the RLS policies on storage.objects.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, newMember, type Client } from './helpers';

const BUCKET = 'product-images';
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';

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
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    const downloaded = await anonClient().storage.from(BUCKET).download(path);
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('accepts a Blob (sent as a form, as browsers do) and replaces only with upsert', async () => {
    const path = `${folder}/mark.svg`;
    const first = await admin.storage.from(BUCKET).upload(path, new Blob([SVG], { type: 'image/svg+xml' }));
    expect(first.error).toBeNull();
    const again = await admin.storage.from(BUCKET).upload(path, new Blob([SVG], { type: 'image/svg+xml' }));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replacement = SVG.replace('<rect', '<circle r="2"');
    const replaced = await admin.storage
      .from(BUCKET)
      .upload(path, new Blob([replacement], { type: 'image/svg+xml' }), { upsert: true });
    expect(replaced.error).toBeNull();
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(replacement);
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
