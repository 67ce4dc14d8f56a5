import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { EMULATOR_BASE_PATH } from "./paths";
import { createGoogleEmulator, handleGoogleEmulator, type GoogleEmulator } from "./handler";

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The emulator on a bare node:http server, for tests and for running it without the app. */
export function createEmulatorServer(
  emulator: GoogleEmulator = createGoogleEmulator(),
  basePath: string = EMULATOR_BASE_PATH,
): Server {
  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
    toRequest(req, origin)
      .then((request) => handleGoogleEmulator(request, basePath, emulator))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.setHeader("content-type", "text/plain; charset=utf-8");
        res.end(error instanceof Error ? error.message : "Internal error");
      });
  });
}
