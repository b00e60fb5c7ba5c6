// "Who is signed in where" needs words a person recognises ("Safari on iPhone"), not a user agent
// string, and storing less of it keeps less about the people on the team.
const browsers: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceLabel(userAgent: string | undefined) {
  const ua = (userAgent ?? "").slice(0, 500);
  const browser = browsers.find(([re]) => re.test(ua))?.[1] ?? "A browser";
  const system = systems.find(([re]) => re.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
