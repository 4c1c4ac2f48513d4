/** Typed access to scripts/tcp-proxy.cjs (shared with `make bench`'s Redis outage). */

/** A TCP proxy in front of a real service: `down()` is an outage without touching the service. */
export interface TcpProxy {
  port: number;
  up(): Promise<TcpProxy>;
  down(): Promise<void>;
  /** The connections stay open but nothing passes (a service that hangs) until `thaw()`. */
  freeze(): void;
  thaw(): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../../../scripts/tcp-proxy.cjs') as {
  TcpProxy: new (targetHost: string, targetPort: number) => TcpProxy;
  tcpAnswers: (host: string, port: number) => Promise<boolean>;
};

export const TcpProxy = shared.TcpProxy;
/** true if something accepts TCP connections at host:port within a second. */
export const tcpAnswers = shared.tcpAnswers;
