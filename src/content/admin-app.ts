// The installed inbox: its scope ("/admin" and everything under it; no public path starts so) and
// its colour (the admin header's ink), shared by the manifest, the page head and the alert button.
export const adminScope = "/admin";
export const adminThemeColor = "#0f172a";
