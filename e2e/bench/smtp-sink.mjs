// A minimal SMTP sink on 127.0.0.1 for the bench: accepts every mail. Run as a script (the
// "mails over SMTP" submit variant of run.mjs) it forgets each mail: `node smtp-sink.mjs <port>`
// prints "listening <port>". fair-day's sink imports createSmtpSink and reads each mail.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** An SMTP server that answers every command with success; onMail(raw, recipients) per mail. */
export function createSmtpSink(onMail = () => {}) {
  return net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let recipients = [];
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          onMail(raw, recipients);
          recipients = [];
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-bench-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') socket.write('250 bench-sink\r\n');
        else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1];
          if (to) recipients.push(to.toLowerCase());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else {
          if (verb === 'RSET' || verb === 'MAIL') recipients = [];
          socket.write('250 OK\r\n'); // MAIL, RSET, NOOP
        }
      }
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = createSmtpSink();
  server.listen({ port: Number(process.argv[2] || 0), host: '127.0.0.1' }, () => process.stdout.write(`listening ${server.address().port}\n`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
