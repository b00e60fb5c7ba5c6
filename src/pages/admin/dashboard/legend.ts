import { callColor, requestColor } from "./palette";

// The counts more than one chart shows, named and coloured the same in every legend.
export const requestsKey = { label: "Requests", color: requestColor };
export const callTapsKey = { label: "Call taps", color: callColor };
