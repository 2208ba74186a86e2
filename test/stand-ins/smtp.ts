// A local stand-in for an SMTP relay, speaking real SMTP (the `smtp-server` package) with AUTH PLAIN/LOGIN:
// every message it accepts is parsed (mailparser) and kept in `messages`, so API tests and browser journeys read
// the email a customer would get and follow its links. `SMTP_URL` points the API at it, as it would at a relay.
// `refuse(true)` answers every message with a temporary 451 (a relay that is down for mail); `stop()` and
// `start()` take the port away and give it back (a relay that does not answer at all).
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The links of the plain-text part, in order. */
  links: string[];
  raw: string;
}

export interface SmtpStandInOptions {
  user?: string;
  password?: string;
}

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

function addresses(parsed: ParsedMail['to']): string[] {
  const list = parsed === undefined ? [] : Array.isArray(parsed) ? parsed : [parsed];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

export class SmtpStandIn {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;
  private refusing = false;
  private waiters: (() => void)[] = [];
  readonly user: string;
  readonly password: string;

  constructor(options: SmtpStandInOptions = {}) {
    this.user = options.user ?? 'relay-user';
    this.password = options.password ?? 'relay-password';
  }

  /** The SMTP_URL the API is configured with. */
  get url(): string {
    return `smtp://${this.user}:${this.password}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.password) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refusing) {
            const error = Object.assign(new Error('Mail service temporarily unavailable'), { responseCode: 451 });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              const text = parsed.text ?? '';
              this.messages.push({
                from: parsed.from?.value[0]?.address ?? '',
                to: addresses(parsed.to),
                subject: parsed.subject ?? '',
                text,
                html: typeof parsed.html === 'string' ? parsed.html : '',
                links: text.match(LINK) ?? [],
                raw,
              });
              for (const wake of this.waiters.splice(0)) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port (connections are refused) until start() is called again; the port is kept. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** While true, every message is answered 451 (try again later). */
  refuse(refusing: boolean): void {
    this.refusing = refusing;
  }

  /** Messages to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((message) => message.to.some((entry) => entry.toLowerCase() === wanted));
  }

  /** The first message (oldest first) that matches, waiting for it up to `timeoutMs`. */
  async waitFor(match: (message: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching email within ${timeoutMs} ms (${this.messages.length} received)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first link of a message that starts with this path on the site (e.g. /password/reset/). */
  static link(message: ReceivedMail, pathname: string): URL {
    const found = message.links.map((link) => new URL(link)).find((url) => url.pathname === pathname);
    if (!found) throw new Error(`no ${pathname} link in "${message.subject}": ${message.links.join(', ')}`);
    return found;
  }
}
