// Text that shows nothing: white space of every kind, and the characters that draw nothing yet are
// no white space to a regular expression's \s: zero-width and format characters (U+200B, U+200D,
// U+2060, U+FEFF, the soft hyphen, bidi marks, tags), control characters, marks with no letter to sit
// on, variation selectors, and the "fillers" that render as blank glyphs (U+2800 braille blank,
// the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, and U+180E). A question made only of these
// is an empty one.
const invisible = /[\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Zl}\p{Zp}\u2800\u115f\u1160\u3164\uffa0\u180e]/gu;

/** Whether `text` would look empty on a screen: nothing but white space and invisible characters. */
export const isBlankLooking = (text: string) => text.replace(invisible, "") === "";
