// A TCP proxy in front of a real service (Redis), shared by the backend tests and `make bench`:
// down() drops every connection and stops listening, up() listens again on the same port;
// freeze() keeps the connections open but passes nothing on (a service that hangs) until thaw().
// An outage without touching the service, so other users of the same Redis server notice nothing.
'use strict';

const net = require('node:net');

class TcpProxy {
  constructor(targetHost, targetPort) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.server = null;
    this.sockets = new Set();
    this.frozen = false;
    this.port = 0;
  }

  async up() {
    if (this.server) return this;
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      if (this.frozen) for (const socket of [client, upstream]) socket.pause();
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = this.server.address().port;
    return this;
  }

  /** Stops passing data on, both ways, without closing a connection. */
  freeze() {
    this.frozen = true;
    for (const socket of this.sockets) socket.pause();
  }

  thaw() {
    this.frozen = false;
    for (const socket of this.sockets) socket.resume();
  }

  async down() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (!this.server) return;
    const server = this.server;
    this.server = null;
    await new Promise((resolve) => server.close(resolve));
  }
}

/** true if something accepts TCP connections at host:port within a second. */
function tcpAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

exports.TcpProxy = TcpProxy;
exports.tcpAnswers = tcpAnswers;
