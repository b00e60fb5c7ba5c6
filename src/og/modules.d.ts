// Modules wrangler bundles as data: wasm as a compiled WebAssembly.Module, fonts as bytes ([[rules]] in wrangler.toml).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.woff" {
  const bytes: ArrayBuffer;
  export default bytes;
}
