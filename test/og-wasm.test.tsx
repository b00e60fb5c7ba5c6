import { afterEach, describe, expect, it, vi } from "vitest";

// Workers refuse to compile WebAssembly from bytes; the share image must only instantiate the
// precompiled modules wrangler imports (satori/yoga.wasm, @resvg/resvg-wasm/index_bg.wasm).
const WASM_HEADER = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const isBytes = (x: unknown) => x instanceof ArrayBuffer || ArrayBuffer.isView(x);
// The Workers types leave out what workerd forbids (compiling from bytes): this test calls it to see it refused.
const wasm = WebAssembly as unknown as {
  compile(bytes: BufferSource): Promise<WebAssembly.Module>;
  Module: new (bytes: BufferSource) => WebAssembly.Module;
};

describe("share image WebAssembly", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs in a runtime that refuses to compile wasm from bytes", async () => {
    await expect(wasm.compile(WASM_HEADER)).rejects.toThrow(/disallowed/);
    expect(() => new wasm.Module(WASM_HEADER)).toThrow(/disallowed/);
  });

  it("renders without compiling any wasm from bytes, from a fresh module load", async () => {
    const bytesCompiles: string[] = [];
    const compile = wasm.compile;
    const instantiate = WebAssembly.instantiate;
    vi.spyOn(wasm, "compile").mockImplementation((source) => {
      bytesCompiles.push("compile");
      return compile(source);
    });
    vi.spyOn(WebAssembly, "instantiate").mockImplementation(((source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
      if (isBytes(source)) bytesCompiles.push("instantiate(bytes)");
      return instantiate(source as WebAssembly.Module, imports);
    }) as typeof WebAssembly.instantiate);

    // A fresh import re-runs the module-scope inits under the spies.
    vi.resetModules();
    const { renderPng } = await import("../src/og/render");
    const { ShareCard } = await import("../src/og/card");
    const png = await renderPng(<ShareCard headline="Appliance Removal in Spring, TX" />);

    expect(png.subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    expect(bytesCompiles).toEqual([]);
    expect(WebAssembly.instantiate).toHaveBeenCalled();
  });
});
