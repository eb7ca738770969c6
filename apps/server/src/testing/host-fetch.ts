/**
 * A fetch that reaches a server on 127.0.0.1 while naming a company host (`acme.localhost`):
 * Node's fetch neither resolves `*.localhost` nor lets a caller set Host, so tests of clients that
 * take a `fetch` send through node:http with the URL's host as the Host header.
 */
import { request as httpRequest } from 'node:http';

export function hostFetch(port: number): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(req.headers.entries());
    return new Promise<Response>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path: url.pathname + url.search,
          headers: { ...headers, host: url.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            const status = res.statusCode ?? 500;
            resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers: answer }));
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  };
}
