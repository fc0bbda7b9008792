// Font files imported by the card renderer are bundled as bytes (esbuild's `binary` loader; in the tests, the
// `.woff` plugin of the vitest configs), so the extension and the CLI carry their font with them.
declare module '*.woff' {
  const bytes: Uint8Array;
  export default bytes;
}
