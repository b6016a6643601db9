// /storage/v1: objects in buckets, kept as files under the data directory, by a route table over the path
// under /storage/v1 (empty segments dropped). Whether a caller may write, read or delete is decided by the
// storage.objects row written, selected or deleted under the caller's role, so RLS decides.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http.ts';
import { findRoute, type ResponseHandler, type Route } from '../routes.ts';
import { objectName } from './buckets.ts';
import { download, downloadPublic } from './download.ts';
import { storageError } from './errors.ts';
import { listObjects } from './list.ts';
import { removeMany, removeOne } from './remove.ts';
import { UNSUPPORTED_OBJECT_OPERATION, unsupportedObjectOperation, unsupportedRoute } from './unsupported.ts';
import { upload } from './upload.ts';

type StorageHandler = ResponseHandler<BackendContext>;

const segmentsOf = (name: string): string[] => (name === '' ? [] : name.split('/'));

/** `object/<bucket>/<name>` or `object/authenticated/<bucket>/<name>`: the same object, under the caller's role. */
const OBJECT = /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/;

const ROUTES: Route<StorageHandler>[] = [
  {
    methods: '*',
    path: /^\/object(?:\/authenticated)?$/,
    handle: () => {
      throw storageError(400, 'InvalidRequest', 'A bucket is required');
    },
  },
  {
    methods: ['GET', 'HEAD'],
    path: /^\/object\/public\/([^/]+)(?:\/(.+))?$/,
    handle: (ctx, req, res, [bucket = '', name = '']) =>
      downloadPublic(ctx, req, res, bucket, segmentsOf(name)),
  },
  {
    methods: ['POST'],
    path: /^\/object\/list\/([^/]+)(?:\/.*)?$/,
    handle: async (ctx, req, res, [bucket = '']) => sendJson(res, 200, await listObjects(ctx, req, bucket)),
  },
  {
    methods: '*',
    path: UNSUPPORTED_OBJECT_OPERATION,
    handle: (_ctx, _req, _res, [operation = '']) => {
      throw unsupportedObjectOperation(operation);
    },
  },
  {
    methods: ['DELETE'],
    path: /^\/object\/(?:authenticated\/)?([^/]+)$/,
    handle: async (ctx, req, res, [bucket = '']) => sendJson(res, 200, await removeMany(ctx, req, bucket)),
  },
  {
    methods: ['POST', 'PUT'],
    path: OBJECT,
    handle: async (ctx, req, res, [bucket = '', name = '']) => {
      const mode = req.method === 'PUT' ? 'update' : 'create';
      const key = objectName(segmentsOf(name));
      sendJson(res, 200, await upload(ctx, req, bucket, key, mode));
    },
  },
  {
    methods: ['DELETE'],
    path: OBJECT,
    handle: async (ctx, req, res, [bucket = '', name = '']) =>
      sendJson(res, 200, await removeOne(ctx, req, bucket, objectName(segmentsOf(name)))),
  },
  {
    methods: ['GET', 'HEAD'],
    path: OBJECT,
    handle: (ctx, req, res, [bucket = '', name = '']) =>
      download(ctx, req, res, bucket, objectName(segmentsOf(name))),
  },
  {
    // An object path without a name, or a method storage-api has no route for.
    methods: '*',
    path: /^\/object\/(?:authenticated\/)?[^/]+(?:\/(.+))?$/,
    handle: (_ctx, req, _res, [name = '']) => {
      objectName(segmentsOf(name));
      throw storageError(405, 'MethodNotAllowed', `${req.method ?? ''} is not allowed here`);
    },
  },
];

export async function handleStorage(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const path = rest.split('/').filter(Boolean).join('/');
  const route = findRoute(ROUTES, method, `/${path}`);
  if (!route) throw unsupportedRoute(method, path);
  await route.handle(ctx, req, res, route.params);
}
