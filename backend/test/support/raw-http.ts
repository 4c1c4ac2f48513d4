import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { CookieAccessInfo } from 'cookiejar';
import type { TestClient } from './test-app';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

/** Starts the app's server on every interface (once), so other addresses of this machine reach it. */
export async function listenOnAllInterfaces(server: Server): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
  return (server.address() as AddressInfo).port;
}

/** This machine's first address that is not loopback, or null when it has none. */
export function nonLoopbackAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return null;
}

/**
 * One request with the path exactly as written (no normalising of `//`, `/./` or `%2F`, as
 * superagent's URL handling would do), from whichever local address reaches `host`.
 */
export function rawRequest(options: {
  port: number;
  host?: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node sends a DELETE's body without a length unless told, so the length is always given
    const headers = options.body === undefined ? options.headers : { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) };
    const req = httpRequest(
      { host: options.host ?? '127.0.0.1', port: options.port, method: options.method, path: options.path, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Bytes straight onto a socket, for requests Node's own client would refuse to send. */
export function rawSocketRequest(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const text = rest.join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text, json: parseJson(text) });
    });
  });
}

/** The Cookie header a browser would send for this client (session and XSRF cookies). */
export function cookieHeader(client: TestClient): string {
  return client.agent.jar
    .getCookies(CookieAccessInfo.All)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
