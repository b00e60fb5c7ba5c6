import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeMember } from "../src/auth/team";
import { subscribedDevices } from "../src/push/subscriptions-copy";
import { call, db, postForm, sessionToken, signedIn } from "./admin-helpers";
import { eventually } from "./outage-helpers";

// Issue 17, item 7: a team with two roles, one-time passwords, and password changes that end the
// other sessions.
let owner: Awaited<ReturnType<typeof signedIn>>;
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const signIn = async (username: string, password: string, ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`) => {
  const res = await postForm("/admin/sign-in", { username, password }, { ip });
  const token = sessionToken(res);
  return { res, cookie: token ? `__Host-session=${token}` : "" };
};
async function addStaff(name: string) {
  const res = await postForm("/admin/team", { username: name, role: "staff" }, { cookie: owner.cookie });
  expect(res.status).toBe(201);
  const page = await html(res);
  const password = page.match(/font-mono[^>]*>([a-z0-9-]{19})</)?.[1];
  expect(password).toBeTruthy();
  return { page, password: password! };
}

beforeAll(async () => {
  owner = await signedIn();
});

describe("the Team screen", () => {
  it("an owner sees it, with a Team tab and where each member is signed in", async () => {
    const res = await call("/admin/team", {
      cookie: owner.cookie,
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" },
    });
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain('href="/admin/team"');
    expect(page).toContain(`${owner.owner.username}<span class="font-normal text-ink-700"> (you)</span>`);
    expect(page).toMatch(/Signed in .* · last seen /);
  });

  it("adding a member shows a one-time password once; it is never stored in clear or shown again", async () => {
    const { page, password } = await addStaff("sam");
    expect(page).toContain("sam can sign in now");
    const again = await html(await call("/admin/team", { cookie: owner.cookie }));
    expect(again).not.toContain(password);
    expect(again).toContain("Has not chosen a password yet");
    const row = await env.DB.prepare("SELECT password, role, must_change_password AS m FROM users WHERE username = 'sam'").first<{
      password: string;
      role: string;
      m: number;
    }>();
    expect(row).toMatchObject({ role: "staff", m: 1 });
    expect(row!.password).not.toContain(password);
  });

  it("a taken or malformed username is 400 with a message", async () => {
    expect(await html(await postForm("/admin/team", { username: "sam", role: "staff" }, { cookie: owner.cookie }))).toContain(
      "The username &quot;sam&quot; is taken.",
    );
    expect((await postForm("/admin/team", { username: "no spaces please", role: "staff" }, { cookie: owner.cookie })).status).toBe(400);
  });

  it("a cross-site post to the team routes is 403 and adds no one", async () => {
    expect(
      (await postForm("/admin/team", { username: "mallory", role: "owner" }, { cookie: owner.cookie, origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE username = 'mallory'").first()).toBeNull();
  });
});

describe("a staff member", () => {
  let staff = { cookie: "", password: "" };
  beforeAll(async () => {
    const { password } = await addStaff("sally");
    const { res, cookie } = await signIn("sally", password);
    expect(res.status).toBe(303);
    staff = { cookie, password };
  });

  it("must choose a password first: screens redirect to the account page, the API answers 403", async () => {
    const res = await call("/admin", { cookie: staff.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/account?first=1");
    expect((await call("/api/quote-requests", { cookie: staff.cookie })).status).toBe(403);
    const account = await html(await call("/admin/account?first=1", { cookie: staff.cookie }));
    expect(account).toContain("You signed in with a one-time password");
  });

  it("after choosing one, works the leads but gets 403 on every team route, and no Team tab", async () => {
    const changed = await postForm(
      "/admin/account/password",
      { oldPassword: staff.password, newPassword: "sally's own long password" },
      { cookie: staff.cookie },
    );
    expect(changed.status).toBe(200);
    const inbox = await call("/admin", { cookie: staff.cookie });
    expect(inbox.status).toBe(200);
    expect(await html(inbox)).not.toContain('href="/admin/team"');
    expect((await call("/admin/team", { cookie: staff.cookie })).status).toBe(403);
    expect((await postForm("/admin/team", { username: "sneaky", role: "owner" }, { cookie: staff.cookie })).status).toBe(403);
    expect((await postForm(`/admin/team/${owner.owner.id}/remove`, { confirm: "yes" }, { cookie: staff.cookie })).status).toBe(403);
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE username = 'sneaky'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(owner.owner.id).first()).not.toBeNull();
  });
});

describe("changing one's own password", () => {
  it("requires the right old password (400 otherwise, nothing changes)", async () => {
    const res = await postForm(
      "/admin/account/password",
      { oldPassword: "not the password", newPassword: "a brand new long password" },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("The current password is wrong.");
    expect((await signIn(owner.owner.username, owner.owner.plainPassword)).res.status).toBe(303);
  });

  it("ends every other session and known browser, keeps this one", async () => {
    const other = await signIn(owner.owner.username, owner.owner.plainPassword);
    expect((await call("/admin", { cookie: other.cookie })).status).toBe(200);
    const devices = () =>
      env.DB.prepare("SELECT count(*) AS n FROM trusted_devices WHERE user_id = ?").bind(owner.owner.id).first<{ n: number }>();
    expect((await devices())!.n).toBeGreaterThan(0);
    const res = await postForm(
      "/admin/account/password",
      { oldPassword: owner.owner.plainPassword, newPassword: "a brand new long password" },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    expect((await call("/admin", { cookie: other.cookie })).status).toBe(303);
    expect((await call("/admin", { cookie: owner.cookie })).status).toBe(200);
    expect((await devices())!.n).toBe(0);
    expect((await signIn(owner.owner.username, owner.owner.plainPassword)).res.status).toBe(401);
    owner.owner.plainPassword = "a brand new long password";
  });

  it("sign out other sessions ends them and keeps this one", async () => {
    const other = await signIn(owner.owner.username, owner.owner.plainPassword);
    const res = await postForm("/admin/account/sign-out-others", {}, { cookie: owner.cookie });
    expect(await html(res)).toContain("other session");
    expect((await call("/admin", { cookie: other.cookie })).status).toBe(303);
    expect((await call("/admin", { cookie: owner.cookie })).status).toBe(200);
  });
});

describe("removing a member", () => {
  it("needs the confirmation, signs them out, never removes oneself", async () => {
    const { password } = await addStaff("gone");
    const them = await signIn("gone", password);
    const id = (await env.DB.prepare("SELECT id FROM users WHERE username = 'gone'").first<{ id: string }>())!.id;
    expect((await postForm(`/admin/team/${id}/remove`, {}, { cookie: owner.cookie })).status).toBe(400);
    expect((await postForm(`/admin/team/${id}/remove`, { confirm: "yes" }, { cookie: owner.cookie })).status).toBe(200);
    expect((await call("/admin/account", { cookie: them.cookie })).status).toBe(303);
    expect((await postForm(`/admin/team/${owner.owner.id}/remove`, { confirm: "yes" }, { cookie: owner.cookie })).status).toBe(400);
  });
});

describe("removing a member's devices", () => {
  it("takes them out of the copy that alerts devices while the database is down", async () => {
    await addStaff("phone-gone");
    const id = (await env.DB.prepare("SELECT id FROM users WHERE username = 'phone-gone'").first<{ id: string }>())!.id;
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, 'k', 'a', 0)")
      .bind(crypto.randomUUID(), id, endpoint)
      .run();
    await subscribedDevices(db, env.QUOTE_PHOTOS);
    const copy = async () => (await (await env.QUOTE_PHOTOS.get("push/subscriptions.json"))?.text()) ?? "";
    expect(await copy()).toContain(endpoint);
    expect((await postForm(`/admin/team/${id}/remove`, { confirm: "yes" }, { cookie: owner.cookie })).status).toBe(200);
    expect(await eventually(async () => !(await copy()).includes(endpoint))).toBe(true);
  });
});

describe("the last owner", () => {
  // These tests need a team whose only owners are the ones they make: the file's other owners are
  // staff meanwhile, and owners again afterwards.
  let stepAside: string[] = [];
  const ownerIds = async () =>
    (await env.DB.prepare("SELECT id FROM users WHERE role = 'owner'").all<{ id: string }>()).results.map((r) => r.id);
  beforeAll(async () => {
    stepAside = await ownerIds();
    await env.DB.prepare("UPDATE users SET role = 'staff' WHERE role = 'owner'").run();
  });
  afterAll(async () => {
    for (const id of stepAside) await env.DB.prepare("UPDATE users SET role = 'owner' WHERE id = ?").bind(id).run();
  });

  it("cannot be removed, whoever asks (409, nothing removed); staff can be, and a second owner", async () => {
    const only = await signedIn();
    const staffId = stepAside[0]!;
    const refused = await removeMember(db, only.owner.id, { id: staffId });
    expect(refused).toEqual({ ok: false, error: "The last owner cannot be removed.", status: 409 });
    expect(await ownerIds()).toEqual([only.owner.id]);

    const second = await signedIn();
    expect(await removeMember(db, second.owner.id, { id: only.owner.id })).toEqual({ ok: true, username: second.owner.username });
    expect((await postForm("/admin/team", { username: "temp-staff", role: "staff" }, { cookie: only.cookie })).status).toBe(201);
    const tempId = (await env.DB.prepare("SELECT id FROM users WHERE username = 'temp-staff'").first<{ id: string }>())!.id;
    expect((await postForm(`/admin/team/${tempId}/remove`, { confirm: "yes" }, { cookie: only.cookie })).status).toBe(200);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(only.owner.id).run();
  });

  it("two owners removing each other at the same moment: exactly one removal goes through, an owner remains", async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await signedIn(), await signedIn()];
      const [aRemovesB, bRemovesA] = await Promise.all([
        postForm(`/admin/team/${b.owner.id}/remove`, { confirm: "yes" }, { cookie: a.cookie }),
        postForm(`/admin/team/${a.owner.id}/remove`, { confirm: "yes" }, { cookie: b.cookie }),
      ]);
      const statuses = [aRemovesB.status, bRemovesA.status];
      const left = await ownerIds();
      expect(left, `round ${round}: ${statuses}`).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      // The other was refused on the Team screen, or found its own session gone with its account.
      const loser = aRemovesB.status === 200 ? bRemovesA : aRemovesB;
      if (loser.status === 409) expect(await html(loser)).toContain("The last owner cannot be removed.");
      else expect(loser.status).toBe(303);
      await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(left[0]).run();
    }
  });
});
