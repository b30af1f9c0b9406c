import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fixed body, or a handler for answers a fixed body cannot give (redirects, errors, silence). */
export type TestRoute =
  | { body: Buffer | string; contentType: string }
  | ((request: IncomingMessage, response: ServerResponse, baseUrl: string) => void);

/** A throw-away HTTP server on loopback that serves fixed bodies (product images, shop pages). */
export class TestFileServer {
  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(files: Record<string, TestRoute>): Promise<TestFileServer> {
    let baseUrl = '';
    const server = createServer((request, response) => {
      const route = files[request.url ?? ''];
      if (!route) {
        response.writeHead(404).end('not found');
        return;
      }
      if (typeof route === 'function') {
        route(request, response, baseUrl);
        return;
      }
      response.writeHead(200, { 'content-type': route.contentType }).end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new TestFileServer(server, baseUrl);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
