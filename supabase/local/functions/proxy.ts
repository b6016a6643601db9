// The request relayed to the function's worker with method, headers and body, and its answer streamed back;
// the function sees the path from /<name> and the caller's Host, as on the Edge Runtime.
import {
  request,
  type Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/** Connection-level headers a proxy does not pass on (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => !HOP_BY_HOP.has(key)));
}

export interface Upstream {
  port: number;
  agent: Agent;
  /** The path the function sees: its name, then the rest of the URL. */
  path: string;
  /** The Host the function sees when the caller sent none. */
  host: string;
  body: Buffer | undefined;
  /** The worker went away under the request (it threw outside a handler or exited); the error to answer. */
  lost(error: Error): Error;
}

export function proxyToWorker(req: IncomingMessage, res: ServerResponse, upstream: Upstream): Promise<void> {
  const { body } = upstream;
  return new Promise<void>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method ?? 'GET',
        agent: upstream.agent,
        path: upstream.path,
        headers: {
          ...withoutHopByHop(req.headers),
          host: req.headers.host ?? upstream.host,
          // cf-connecting-ip and x-forwarded-for as the edge set them (gateway.ts stampClientAddress).
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const headers = withoutHopByHop(response.headers);
        const status = response.statusCode ?? 502;
        // Hosted tags a function's 5xx (an unhandled error in the handler included) with this code.
        if (status >= 500 && headers['sb-error-code'] === undefined)
          headers['sb-error-code'] = 'EDGE_FUNCTION_ERROR';
        res.writeHead(status, headers);
        response.pipe(res);
        response.once('end', () => resolve());
        response.once('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    outgoing.once('error', (error) => {
      const answer = upstream.lost(error);
      if (res.headersSent) {
        res.destroy();
        resolve();
      } else reject(answer);
    });
    outgoing.end(body);
  });
}
