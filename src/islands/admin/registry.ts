import SessionWatch from "./SessionWatch";

// Islands only the owner's screens use: the browser loads them on demand, so no visitor downloads them.
export const adminIslands = {
  SessionWatch,
};
