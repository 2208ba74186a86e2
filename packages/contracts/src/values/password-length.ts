// Password length as Django counts it: Unicode code points, not UTF-16 units. Kept free of zod so the web app's
// sign-up form can use it without loading a schema library.
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length += 1;
  return length;
}
