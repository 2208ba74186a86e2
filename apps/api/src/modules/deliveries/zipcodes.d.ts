// The `zipcodes` package (CommonJS, no types of its own): only what zip-directory.ts reads. The entries are typed
// `unknown` on purpose, so the code that reads them checks their shape instead of trusting a declaration.
declare module 'zipcodes' {
  const zipcodes: {
    /** US ZIPs (five digits) and Canadian postal prefixes, each to a record like { zip, city, state, country }. */
    readonly codes: { readonly [code: string]: unknown };
  };
  export = zipcodes;
}
