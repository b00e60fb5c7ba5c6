// The business's facts that `npm run setup` asks for, how each is checked, and where it lives in
// src/config/business.ts. The file stays hand-editable TypeScript: setup rewrites only the string
// values it owns, line by line, and leaves every comment and other fact as it was.
import { licenceProblems, reviewsUrlProblem } from "../deploy-guard/problems.ts";

export const BUSINESS_FILE = "src/config/business.ts";

/** What a fresh clone ships with: a fact still equal to its template value has not been given yet. */
export const template = {
  name: "Spring Junk Removal & Moving",
  shortName: "Spring Junk Removal",
  phone: "(281) 555-0147",
  email: "hello@springjunkremoval.com",
  address: "Spring, TX 77373",
  txdmv: "000000000C",
  usdot: "0000000",
  reviewsUrl: "https://g.page/r/REPLACE-WITH-YOUR-REVIEW-CODE/review",
  facebook: "https://www.facebook.com/springjunkremoval",
  x: "https://x.com/springjunktx",
  instagram: "https://www.instagram.com/springjunkremoval",
  youtube: "https://www.youtube.com/@springjunkremoval",
  tiktok: "https://www.tiktok.com/@springjunkremoval",
  pinterest: "https://www.pinterest.com/springjunkremoval",
};

/** A social profile the business does not have: the answer that removes its link. */
export const NONE = "none";

const networks = {
  facebook: { network: "Facebook", hosts: ["facebook.com"] },
  x: { network: "X", hosts: ["x.com", "twitter.com"] },
  instagram: { network: "Instagram", hosts: ["instagram.com"] },
  youtube: { network: "YouTube", hosts: ["youtube.com"] },
  tiktok: { network: "TikTok", hosts: ["tiktok.com"] },
  pinterest: { network: "Pinterest", hosts: ["pinterest.com"] },
};

const text = (label, max) => (value) => {
  const v = value.trim();
  if (v.length < 2) return { problem: `${label} is required.` };
  if (v.length > max) return { problem: `${label} must be at most ${max} characters.` };
  if (/[\u0000-\u001f"\\`$]/.test(v)) return { problem: `${label} may not contain quotes, backslashes, $ or control characters.` };
  return { value: v };
};

/** A US number as the site prints it, "(281) 555-0147"; the North American plan's rules, and no 555-01xx (fiction's numbers). */
export function checkPhone(value) {
  let digits = value.replace(/[\s().+-]/g, "");
  if (!/^\d+$/.test(digits)) return { problem: `"${value}" is not a phone number: use digits, like (281) 555-0199.` };
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return { problem: `"${value}" is not a 10-digit US phone number, like (281) 555-0199.` };
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits))
    return { problem: `"${value}" is not a valid US number: the area code and exchange cannot start with 0 or 1.` };
  if (/^\d{3}55501\d{2}$/.test(digits))
    return { problem: `"${value}" is a 555-01xx number, reserved for fiction: put the business's real number.` };
  return { value: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` };
}

export function checkEmail(value) {
  const v = value.trim().toLowerCase();
  if (!/^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(v)) return { problem: `"${value}" is not an e-mail address.` };
  return { value: v };
}

/** "Spring, TX 77373": the locality, the state's two letters and the ZIP code every page shows. */
export function checkAddress(value) {
  const m = /^\s*([A-Za-z][A-Za-z .'-]{1,40}?)\s*,\s*([A-Za-z]{2})\s+(\d{5})\s*$/.exec(value);
  if (!m) return { problem: `"${value}" is not a city, state and ZIP code, like "Spring, TX 77373".` };
  return { value: `${m[1]}, ${m[2].toUpperCase()} ${m[3]}` };
}

function checkTxdmv(value) {
  const v = value.trim().toUpperCase();
  const [problem] = licenceProblems({ txdmv: v, usdot: "1" });
  return problem ? { problem } : { value: v };
}

function checkUsdot(value) {
  const v = value.trim();
  const [problem] = licenceProblems({ txdmv: "1C", usdot: v });
  return problem ? { problem } : { value: v };
}

function checkReviewsUrl(value) {
  const v = value.trim();
  const problem = reviewsUrlProblem(v);
  return problem ? { problem } : { value: v };
}

function checkProfile(key) {
  const { network, hosts } = networks[key];
  return (value) => {
    const v = value.trim();
    if (v.toLowerCase() === NONE) return { value: NONE };
    let url;
    try {
      url = new URL(v);
    } catch {
      return { problem: `"${value}" is not a link: paste the ${network} profile's https:// address, or answer "${NONE}".` };
    }
    const host = url.hostname.replace(/^(www|m)\./, "");
    if (url.protocol !== "https:") return { problem: `The ${network} link must start with https://.` };
    if (!hosts.includes(host)) return { problem: `"${value}" is not on ${network} (${hosts.join(" or ")}).` };
    if (url.pathname.length < 2) return { problem: `"${value}" is ${network}'s home page, not the business's profile.` };
    return { value: url.href };
  };
}

/** Every fact setup owns: its flag, its question and its check. */
export const facts = [
  { key: "name", flag: "name", question: "Business name, as customers know it", check: text("The business name", 80) },
  { key: "shortName", flag: "short-name", question: "Short name (phone home screens, share images)", check: text("The short name", 30) },
  { key: "phone", flag: "phone", question: "Phone number customers call", check: checkPhone },
  { key: "email", flag: "email", question: "The business's e-mail address", check: checkEmail },
  { key: "address", flag: "address", question: 'City, state and ZIP code, like "Spring, TX 77373"', check: checkAddress },
  { key: "txdmv", flag: "txdmv", question: 'TxDMV certificate number, like "006123456C"', check: checkTxdmv },
  { key: "usdot", flag: "usdot", question: "USDOT number (digits)", check: checkUsdot },
  {
    key: "reviewsUrl",
    flag: "reviews-url",
    question: 'Google review link (Business Profile, "Ask for reviews")',
    check: checkReviewsUrl,
  },
  ...Object.entries(networks).map(([key, { network }]) => ({
    key,
    flag: key,
    question: `${network} profile link (or "${NONE}")`,
    check: checkProfile(key),
  })),
];

const scalarKeys = ["name", "shortName", "phone", "email", "reviewsUrl"];
const scalarLine = (key) => new RegExp(`^( {2}${key}: )("(?:[^"\\\\]|\\\\.)*")(,)$`, "m");
const field = (key) => new RegExp(`^( {4}${key}: )("(?:[^"\\\\]|\\\\.)*")(,)$`, "m");
const licencesLine = /^( {2}licences: \{ txdmv: )("[^"]*")(, usdot: )("[^"]*")( \},)$/m;
const socialLine = (network) => new RegExp(`^ {4}\\{ network: "${network}", url: ("[^"]*"), inFooter: (true|false) \\},\\n`, "m");

function read(source, pattern, what) {
  const m = pattern.exec(source);
  if (!m) throw new Error(`${BUSINESS_FILE}: cannot find ${what}. Was its layout changed by hand? Set it there instead.`);
  return m;
}

/** The facts as the file holds them now (a profile the file no longer lists reads as "none"). */
export function readFacts(source) {
  const values = {};
  for (const key of scalarKeys) values[key] = JSON.parse(read(source, scalarLine(key), key)[2]);
  const locality = JSON.parse(read(source, field("locality"), "address.locality")[2]);
  const region = JSON.parse(read(source, field("region"), "address.region")[2]);
  const postalCode = JSON.parse(read(source, field("postalCode"), "address.postalCode")[2]);
  values.address = `${locality}, ${region} ${postalCode}`;
  const licences = read(source, licencesLine, "licences");
  values.txdmv = JSON.parse(licences[2]);
  values.usdot = JSON.parse(licences[4]);
  for (const [key, { network }] of Object.entries(networks)) {
    const m = socialLine(network).exec(source);
    values[key] = m ? JSON.parse(m[1]) : NONE;
  }
  return values;
}

const literal = (value) => JSON.stringify(value);

/** The file with the given (already checked) facts written in; unchanged text where a fact is the same. */
export function writeFacts(source, values) {
  let out = source;
  for (const key of scalarKeys) {
    if (values[key] !== undefined) out = out.replace(scalarLine(key), (_, a, _old, z) => `${a}${literal(values[key])}${z}`);
  }
  if (values.phone !== undefined) {
    const e164 = `+1${values.phone.replace(/\D/g, "")}`;
    out = out.replace(scalarLine("phoneE164"), (_, a, _old, z) => `${a}${literal(e164)}${z}`);
  }
  if (values.address !== undefined) {
    const [, locality, region, postalCode] = /^(.+), ([A-Z]{2}) (\d{5})$/.exec(values.address);
    for (const [key, value] of Object.entries({ locality, region, postalCode }))
      out = out.replace(field(key), (_, a, _old, z) => `${a}${literal(value)}${z}`);
  }
  if (values.txdmv !== undefined || values.usdot !== undefined) {
    out = out.replace(licencesLine, (_, a, txdmv, b, usdot, z) => {
      const t = values.txdmv !== undefined ? literal(values.txdmv) : txdmv;
      const u = values.usdot !== undefined ? literal(values.usdot) : usdot;
      return `${a}${t}${b}${u}${z}`;
    });
  }
  for (const [key, { network }] of Object.entries(networks)) {
    const value = values[key];
    if (value === undefined) continue;
    if (value !== NONE && !socialLine(network).test(out))
      throw new Error(`${BUSINESS_FILE} no longer lists ${network} (it was answered "${NONE}"): add its line under social by hand.`);
    // A profile answered "none" loses its line: no link to a page the business does not have.
    out = out.replace(socialLine(network), (line, _url, inFooter) =>
      value === NONE ? "" : `    { network: "${network}", url: ${literal(value)}, inFooter: ${inFooter} },\n`,
    );
  }
  return out;
}

/** Facts that still hold the template's value: what a first setup must ask. */
export const isTemplateValue = (key, value) => template[key] === value;
