/** wawoff2 (Google's woff2 in WebAssembly) ships no types; the tests make WOFF2 fonts with it. */
declare module 'wawoff2' {
  const wawoff2: {
    compress(ttf: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
