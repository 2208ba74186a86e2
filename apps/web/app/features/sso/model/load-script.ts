// Loads a provider's SDK script once. A script that cannot load (blocked, offline, a 404) rejects the promise: the
// caller hides that provider's button. Nothing here throws uncaught.

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`the script ${src} did not load`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** Loads a script and answers the global it defines; rejects when the script loaded without it. */
export async function loadGlobal<T>(src: string, read: () => T | undefined): Promise<T> {
  await loadScript(src);
  const value = read();
  if (value === undefined) throw new Error(`the script ${src} loaded without its API`);
  return value;
}

/** Forgets loaded scripts (tests). */
export function resetScriptsForTests(): void {
  loading.clear();
}
