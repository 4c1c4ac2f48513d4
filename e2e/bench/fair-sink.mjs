// The fair-day simulation's outside world in one process (forked by fair-day.mjs): an SMTP sink
// that accepts every mail, and the exhibitors' webhook receiver. Each arrival is reported to the
// parent over IPC with the time it arrived, so the simulation measures submit → mail and
// submit → webhook as a visitor's inbox and an exhibitor's CRM would see them.
//
// Messages to the parent:
//   { kind: 'ready', smtpPort, webhookPort }
//   { kind: 'mail', at, to, links: { confirm, download, verify }, subject }
//   { kind: 'hook', at, type, email, signed }
// `at` is performance.timeOrigin + performance.now() (ms since the epoch, sub-millisecond), the
// same clock the parent uses.
import http from 'node:http';
import { createSmtpSink } from './smtp-sink.mjs';

const now = () => performance.timeOrigin + performance.now();
const send = (message) => process.send?.(message);

/** Quoted-printable soft breaks and escapes undone (nodemailer writes both parts that way). */
function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 parts (nodemailer's choice for text with many non-ASCII characters) decoded in place. */
function decodeBase64Parts(raw) {
  return raw.replace(/Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g, (_, body) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
}

function linksIn(raw) {
  const text = decodeQuotedPrintable(decodeBase64Parts(raw));
  const confirm = /https?:\/\/[^\s"'<>]*\/confirm\/[A-Za-z0-9_.~-]+/.exec(text)?.[0] ?? null;
  const download = /https?:\/\/[^\s"'<>]*\/d\/[A-Za-z0-9_.~-]+/.exec(text)?.[0] ?? null;
  const verify = /https?:\/\/[^\s"'<>]*\/verify-email\/[A-Za-z0-9_.~-]+/.exec(text)?.[0] ?? null;
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
  return { links: { confirm, download, verify }, subject };
}

const smtp = createSmtpSink((latin1, recipients) => {
  const at = now();
  const { links, subject } = linksIn(Buffer.from(latin1, 'latin1').toString('utf8'));
  for (const to of recipients) send({ kind: 'mail', at, to, links, subject });
});

const webhooks = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = now();
    let type = null;
    let email = null;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      type = body.type ?? null;
      email = body.data?.lead?.email?.toLowerCase() ?? null;
    } catch {}
    // a signed delivery carries the three Standard Webhooks headers; one without them is counted apart
    const signed = Boolean(req.headers['webhook-id'] && req.headers['webhook-signature'] && req.headers['webhook-timestamp']);
    send({ kind: 'hook', at, type, email, signed });
    res.writeHead(204).end();
  });
});

let listening = 0;
const ready = () => {
  if (++listening < 2) return;
  send({ kind: 'ready', smtpPort: smtp.address().port, webhookPort: webhooks.address().port });
};
smtp.listen({ port: 0, host: '127.0.0.1' }, ready);
webhooks.listen({ port: 0, host: '127.0.0.1' }, ready);

const stop = () => {
  smtp.close();
  webhooks.close();
  webhooks.closeAllConnections?.();
  setTimeout(() => process.exit(0), 200).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
