// Setup's questions: one line each, from a terminal or from piped standard input (a test, or a
// script that pipes answers). Lines are read through one buffered iterator so that answers piped
// all at once are never lost between questions. A hidden answer (the owner's password) is not
// echoed on a terminal.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";

export class SetupError extends Error {}

export function createPrompter() {
  let muted = false;
  const echo = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  let lines;
  const terminal = Boolean(process.stdin.isTTY);
  const open = () => {
    const rl = createInterface({ input: process.stdin, output: echo, terminal });
    lines = { rl, iterator: rl[Symbol.asyncIterator]() };
    return lines;
  };

  /** The next line, or null when the input has ended. */
  async function line(prompt, { hidden = false } = {}) {
    const { iterator } = lines ?? open();
    process.stdout.write(prompt);
    muted = hidden && terminal;
    const next = await iterator.next();
    muted = false;
    if (hidden && terminal) process.stdout.write("\n");
    if (!terminal) process.stdout.write("\n");
    return next.done ? null : next.value;
  }

  /**
   * Asks until the answer passes check (which returns { value } or { problem }). An empty answer takes
   * the default where there is one. The end of the input is a SetupError naming the flag to pass.
   */
  async function ask({ question, flag, check, fallback, hidden = false }) {
    const shown = fallback !== undefined ? ` [${fallback}]` : "";
    for (;;) {
      const answer = await line(`${question}${shown}: `, { hidden });
      if (answer === null) throw new SetupError(`no answer to "${question}": pass --${flag}, or run setup on a terminal.`);
      const given = answer.trim() === "" && fallback !== undefined ? fallback : answer;
      const result = check(given);
      if (result.value !== undefined) return result.value;
      console.log(`  ${result.problem}`);
    }
  }

  return { ask, line, close: () => lines?.rl.close() };
}
