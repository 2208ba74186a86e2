// The npm registry these machines reach has not always carried every platform build of packages such as
// @biomejs/cli-* and @rollup/rollup-* (the android, darwin, win32 … ones). npm then writes a lockfile without entries
// for them, and `npm ci` refuses that lockfile as out of sync. This adds an entry for each missing optional platform
// package: its version and the platform it is for (os, cpu, libc, read from its name, as the package itself declares
// them), so that `npm ci` skips it on any other platform, as it skips any optional package that does not fit. Without
// the platform, a registry that does have the package made `npm ci` install every one of them (decision 005).
// Idempotent; run after `npm install` changes the lockfile (and by .ci/run before `npm ci`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix'];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

/** The platform a platform package is for, from its name (`@rollup/rollup-linux-x64-musl`), or null. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osAt = parts.findIndex((part) => OSES.includes(part));
  if (osAt < 0 || !CPUS.includes(parts[osAt + 1])) return null;
  const os = parts[osAt];
  const variant = parts.slice(osAt + 2).join('-');
  const platform = { os: [os], cpu: [parts[osAt + 1]] };
  if (os === 'linux') {
    if (variant.startsWith('musl')) platform.libc = ['musl'];
    else if (variant === '' || variant.startsWith('gnu')) platform.libc = ['glibc'];
  }
  return platform;
}

export function addStubs(lock) {
  const packages = lock.packages ?? {};
  let changed = 0;
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = location === '' ? `node_modules/${name}` : `${location}/node_modules/${name}`;
      if (packages[nested] || packages[`node_modules/${name}`]) continue;
      packages[`node_modules/${name}`] = {
        version: String(spec).replace(/^[\^~=]/, ''),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
      };
      changed += 1;
    }
  }
  // Stubs (entries without a resolved tarball) get their platform, those written before it was added too.
  for (const [location, entry] of Object.entries(packages)) {
    if (!location.startsWith('node_modules/') && !location.includes('/node_modules/')) continue;
    if (entry.resolved || entry.integrity || entry.link || !entry.optional || entry.os) continue;
    const platform = platformOf(location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
    if (!platform) continue;
    Object.assign(entry, platform);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const changed = addStubs(lock);
  if (changed > 0) fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`lockfile: ${changed} optional platform package entries added or given their platform`);
}
