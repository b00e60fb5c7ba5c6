import CopyText from "./CopyText";
import LeadAlerts from "./LeadAlerts";
import SessionWatch from "./SessionWatch";
import ShareLink from "./ShareLink";

// Islands only the owner's screens use: only their bundle (src/client/admin.tsx) carries them.
export const adminIslands = {
  SessionWatch,
  LeadAlerts,
  CopyText,
  ShareLink,
};
