import { createServer, IncomingHttpHeaders, Server } from 'node:http';

export interface ReceivedWebhook {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers to one request: a status, and for a redirect where it points. */
export interface ReceiverAnswer {
  status: number;
  location?: string;
}

/**
 * An organiser's CRM as a plain HTTP server on 127.0.0.1 (allow-listed for the tests by
 * WEBHOOK_ALLOW_HOSTS): keeps every request, answers from a script of statuses (then 200).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly script = new Map<string, ReceiverAnswer[]>();
  private server?: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = this.script.get(path)?.shift() ?? { status: 200 };
        res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
        res.end(answer.status === 200 ? 'ok' : '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  /** An address on this receiver; each test takes its own path. */
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The next requests to `path` get these answers, in order. */
  answer(path: string, ...answers: ReceiverAnswer[]): void {
    this.script.set(path, answers);
  }

  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }
}
