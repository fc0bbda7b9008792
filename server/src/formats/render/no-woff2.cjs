// Stands in for fontkit's WOFF2 decoder in the bundles (esbuild.mjs): the card renderer embeds WOFF fonts only.
module.exports = function decompress() {
  throw new Error('WOFF2 fonts are not supported by the bundled card renderer (it embeds WOFF fonts)');
};
