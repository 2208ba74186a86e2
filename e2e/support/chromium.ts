// Where the browser is: Debian's Chromium by default, CHROMIUM_PATH to override. Never downloaded.
import fs from 'node:fs';

export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executable)) {
    throw new Error(`Chromium not found at ${executable}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return executable;
}
