// Photo-like JPEGs made by the browser itself, for the browser tests and the upload benchmark:
// gradients, shapes and a little sensor noise, so a 4000x3000 one weighs what a 12-megapixel
// phone photo does (about 3-5 MB), and so resizing and re-encoding meet realistic content.
// Deterministic for a given seed. Needs a Playwright page (any page; nothing is loaded).

/** @param {import("playwright-core").Page} page */
export async function photoJpeg(page, { width = 4000, height = 3000, seed = 1, quality = 0.92, noise = 10 } = {}) {
  const base64 = await page.evaluate(
    async ({ width, height, seed, quality, noise }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d");
      let state = seed >>> 0 || 1;
      const rnd = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
      const sky = g.createLinearGradient(0, 0, width * 0.3, height);
      sky.addColorStop(0, `hsl(${rnd() * 360}, 55%, 70%)`);
      sky.addColorStop(1, `hsl(${rnd() * 360}, 45%, 28%)`);
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      for (let i = 0; i < 260; i++) {
        g.fillStyle = `hsla(${rnd() * 360}, ${30 + rnd() * 40}%, ${25 + rnd() * 50}%, ${0.4 + rnd() * 0.5})`;
        if (rnd() < 0.5) g.fillRect(rnd() * width, rnd() * height, 40 + rnd() * 700, 40 + rnd() * 500);
        else {
          g.beginPath();
          g.arc(rnd() * width, rnd() * height, 20 + rnd() * 320, 0, Math.PI * 2);
          g.fill();
        }
      }
      const image = g.getImageData(0, 0, width, height);
      const d = image.data;
      for (let i = 0; i < d.length; i += 4) {
        const n = (rnd() - 0.5) * noise;
        d[i] += n;
        d[i + 1] += n;
        d[i + 2] += n;
      }
      g.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, seed, quality, noise },
  );
  return Buffer.from(base64, "base64");
}
