import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { SmtpSink } from './support/smtp-sink';

/** Opens an SMTP transaction by hand, then resets the connection while the sink answers a recipient. */
async function hangUpMidTransaction(port: number): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const answered = async (lines: number) => {
    while (received.split('\r\n').filter((line) => /^\d{3} /.test(line)).length < lines) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await answered(1); // greeting
  socket.write('HELO client\r\n');
  await answered(2);
  socket.write('MAIL FROM:<a@example.org>\r\n');
  await answered(3);
  socket.write('RCPT TO:<unzustellbar@example.org>\r\n');
  socket.resetAndDestroy();
}

/**
 * The sink every mail test reads from. A client that hung up while the sink still answered
 * once crashed a whole suite in CI (write EPIPE from the sink's own reply).
 */
describe('the SMTP sink of the tests', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.stop());

  it('keeps taking mail after clients hang up in the middle of a transaction', async () => {
    for (let i = 0; i < 10; i++) await hangUpMidTransaction(sink.port);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await nodemailer.createTransport({ url: sink.url } as never).sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'Noch da', text: 'x' });
    expect((await sink.waitFor('b@example.org'))[0].subject).toBe('Noch da');
  });
});
