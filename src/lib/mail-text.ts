// What may go into an e-mail to a customer (the booking confirmation, the day-before reminder).

// The address goes into the To header: one plain address, or no e-mail at all.
export const plainAddress =
  /^[^\s@<>(),;:"\\\u0000-\u001f\u007f]+@[^\s@<>(),;:"\\\u0000-\u001f\u007f]+\.[^\s@<>(),;:"\\\u0000-\u001f\u007f]+$/;
// Visitor text in the body only, on one line where it stands beside a label.
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
