/**
 * A sentence that ends on `text`, with one full stop: Spanish times end in "m." ("a las 3\u00a0p.\u00a0m."),
 * and a second stop after them ("p. m..") reads as a typo.
 */
export const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);
