// Vite's ?raw suffix (the worker tests run through Vite): the file's text, read at build time.
declare module "*?raw" {
  const text: string;
  export default text;
}
