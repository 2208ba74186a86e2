// The embedded default's mailbox: with no SMTP_URL, each message is written as one .eml file (RFC 5322, exactly
// what SMTP would carry) to MAIL_DIR, named so that names sort by time. It is a folder, not the database, so
// `npm run mail -- tail` reads it while `npm start` holds the embedded database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MESSAGE_FILE = /^\d{13}-[0-9a-f]{12}\.eml$/;

export class Mailbox {
  constructor(readonly dir: string) {}

  /** Stores a message; a reader never sees a half-written file (written aside, then renamed). */
  async store(raw: Buffer, at: Date): Promise<string> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const name = `${String(at.getTime()).padStart(13, '0')}-${crypto.randomBytes(6).toString('hex')}.eml`;
    const temporary = path.join(this.dir, `.${name}.tmp`);
    await fs.promises.writeFile(temporary, raw, { mode: 0o600 });
    await fs.promises.rename(temporary, path.join(this.dir, name));
    return name;
  }

  /** Message file names, oldest first. */
  async list(): Promise<string[]> {
    const names = await fs.promises.readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.filter((name) => MESSAGE_FILE.test(name)).sort();
  }

  read(name: string): Promise<Buffer> {
    return fs.promises.readFile(path.join(this.dir, name));
  }
}
