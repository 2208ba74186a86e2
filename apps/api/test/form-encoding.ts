// Form-encodes generated request bodies for the property tests. Objects go in as JSON text: String() throws on
// generated objects such as {toString: {}}.
const formValue = (item: unknown) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));

export function encodeForm(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, formValue(item));
  }
  return form.toString();
}
