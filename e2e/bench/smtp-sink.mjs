// A minimal SMTP sink on 127.0.0.1 for the bench's "mails over SMTP" submit variant: accepts
// every mail and forgets it. Usage: node smtp-sink.mjs <port>; prints "listening <port>".
import net from 'node:net';

const port = Number(process.argv[2] || 0);
let mails = 0;
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  let buffer = '';
  let inData = false;
  socket.on('error', () => {});
  socket.write('220 bench-sink ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) {
          if (buffer.length > 4) buffer = buffer.slice(-4); // keep a possible partial terminator
          return;
        }
        buffer = buffer.slice(end + 5);
        inData = false;
        mails++;
        socket.write(`250 2.0.0 queued as ${mails}\r\n`);
        continue;
      }
      const nl = buffer.indexOf('\r\n');
      if (nl === -1) return;
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
      else if (verb === 'HELO') socket.write('250 bench-sink\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 end with <CRLF>.<CRLF>\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
        return;
      } else socket.write('250 OK\r\n'); // MAIL, RCPT, RSET, NOOP
    }
  });
});
server.listen({ port, host: '127.0.0.1' }, () => process.stdout.write(`listening ${server.address().port}\n`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
