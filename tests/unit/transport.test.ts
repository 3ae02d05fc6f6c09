import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// With PROVIDER_URL set, the storefront's calls go to that provider over HTTP, path for path.
describe('sendToProvider() with PROVIDER_URL', () => {
  let server: Server;
  const seen: string[] = [];
  const accepts: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(
        `${request.method} ${request.url} ${request.headers.authorization ?? ''} ${request.headers.range ?? ''}`.trim(),
      );
      accepts.push(request.headers.accept ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { genres: { drama: 'درام' } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('PROVIDER_URL', `http://127.0.0.1:${port}/remote/api/v1/`);
    vi.resetModules();
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    server.close();
  });

  it('forwards the path, query and bearer token to the remote provider', async () => {
    const { api } = await import('../../src/lib/server/api/client');
    const genres = await api.genres({ token: 'abcdefghijklmnop1234' });
    expect(genres).toEqual({ drama: 'درام' });
    expect(seen.at(-1)).toBe('GET /remote/api/v1/genres Bearer abcdefghijklmnop1234');
  });

  it("takes artwork from beside the remote provider's API, not from the demo drawings", async () => {
    const { artworkFromProvider } = await import('../../src/lib/server/api/transport');
    const answer = await artworkFromProvider(
      new Request('http://shop.example/img/poster/1.jpg?w=640', { headers: { accept: 'image/avif,image/webp' } }),
    );
    expect(seen.at(-1)).toBe('GET /remote/img/poster/1.jpg?w=640');
    // The browser's Accept goes along: the remote provider picks the format as ours does.
    expect(accepts.at(-1)).toBe('image/avif,image/webp');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('refuses a path outside /api/v1', async () => {
    const { sendToProvider } = await import('../../src/lib/server/api/transport');
    await expect(sendToProvider('/etc/passwd')).rejects.toThrow('Not a provider path');
  });

  it('sends media to the same provider beside its /api/v1, with the range asked for', async () => {
    const { sendMediaToProvider } = await import('../../src/lib/server/api/transport');
    const path = '/media/t/1767232800.w.x/vod/1/download/240p.mp4?ascii=a&name=b';
    await sendMediaToProvider(path, { headers: { range: 'bytes=0-9' } });
    expect(seen.at(-1)).toBe(`GET /remote${path}  bytes=0-9`);
    await expect(sendMediaToProvider('/api/v1/genres')).rejects.toThrow('Not a media path');
  });
});
