import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throw-away HTTP server on loopback that serves fixed bodies, e.g. product images. */
export class TestFileServer {
  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(files: Record<string, { body: Buffer | string; contentType: string }>): Promise<TestFileServer> {
    const server = createServer((request, response) => {
      const file = files[request.url ?? ''];
      if (!file) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': file.contentType }).end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new TestFileServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
