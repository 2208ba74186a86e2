// Build step of the console's own build (vite.console.config.ts), run after the storefront's: the console's files
// under the client build's `admin/` get their `.br` and `.gz` siblings (compress.ts), and its one document
// (`admin/index.html`) an entry in the storefront's `.security-policy.json` (security-policy.ts) with the hashes of
// its inline scripts — none: Vite names its scripts by file —, so the server sends it a page policy like every page.
import fs from 'node:fs';
import path from 'node:path';
import { compressBuild } from './compress';
import { type BuildSecurityPolicy, inlineScriptHashes, SECURITY_POLICY_FILE } from './security-policy';

/** The console's folder under the client build, and so its address: `/admin/`. */
export const CONSOLE_DIR = 'admin';
export const CONSOLE_PAGE = `${CONSOLE_DIR}/index.html`;

/** Adds the console's document to the client build's policy file; returns the policy written. */
export function addConsoleToPolicy(clientDir: string): BuildSecurityPolicy {
  const policyFile = path.join(clientDir, SECURITY_POLICY_FILE);
  if (!fs.existsSync(policyFile)) {
    throw new Error(`${policyFile} is missing: build the storefront (react-router build) before the console`);
  }
  const policy = JSON.parse(fs.readFileSync(policyFile, 'utf8')) as BuildSecurityPolicy;
  const html = fs.readFileSync(path.join(clientDir, CONSOLE_PAGE), 'utf8');
  policy.pages[CONSOLE_PAGE] = inlineScriptHashes(html);
  fs.writeFileSync(policyFile, JSON.stringify(policy));
  return policy;
}

/** After the console's files are written: its policy entry, then its compressed siblings. */
export function finishConsoleBuild(clientDir: string): void {
  addConsoleToPolicy(clientDir);
  compressBuild(path.join(clientDir, CONSOLE_DIR));
}
