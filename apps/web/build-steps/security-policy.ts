// Build step: the Content-Security-Policy sources of this build (issue 18, finding 11; docs/decisions/180-…). A
// prerendered page runs a few inline scripts (React Router's context and bootstrap, React's streaming helpers), so
// each page's policy allows exactly those by their SHA-256 hashes; everything else must come from this site, from the
// API origin this build calls (PUBLIC_API_ORIGIN, when another) or from a provider the serving API process is
// configured for: those sources follow its run-time settings (@larder/contracts/values/provider-sources, added by
// apps/api/src/web/security-headers.ts), never the build's. The result is written to `.security-policy.json` beside
// the pages (a dotfile: never served); the API composes each page's header from it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiSources, type Directive } from '@larder/contracts/values/provider-sources';
import { readPublicEnv } from '../app/lib/public-env';

export const SECURITY_POLICY_FILE = '.security-policy.json';

export type { Directive };

export interface BuildSecurityPolicy {
  /** Sources each directive allows besides 'self': the API origin the build calls, when another than the page's. */
  sources: Record<Directive, string[]>;
  /** Each page (its path under the build, `/` separated) and the hashes of its inline scripts. */
  pages: Record<string, string[]>;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The sources of a build's environment: only the API it calls (PUBLIC_API_ORIGIN); providers are the server's. */
export function buildSources(env: Record<string, unknown>): Record<Directive, string[]> {
  const { apiOrigin, callOrigin } = readPublicEnv(env, undefined);
  return apiSources([apiOrigin, callOrigin]);
}

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Writes the build's policy file from its pages and its environment; returns what it wrote. */
export function writeSecurityPolicy(clientDir: string, env: Record<string, unknown>): BuildSecurityPolicy {
  const policy: BuildSecurityPolicy = {
    sources: buildSources(env),
    pages: Object.fromEntries(
      htmlFiles(clientDir).map((page) => [
        page,
        inlineScriptHashes(fs.readFileSync(path.join(clientDir, page), 'utf8')),
      ]),
    ),
  };
  fs.writeFileSync(path.join(clientDir, SECURITY_POLICY_FILE), JSON.stringify(policy));
  return policy;
}
