import { describe, expect, it } from "vitest";
import { call, postForm, sessionToken, signedIn } from "./admin-helpers";

// Issue 17, item 7, as the owner and a new staff member go through it (what the browser test of the
// Team screen clicked through): the one-time password's shape, the staff member's first sign-in to
// the account page, the password they choose, and the owner's list showing them signed in.

const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

describe("a staff member added on the Team screen", () => {
  it("gets a one-time password of four groups, chooses their own, works the inbox without the Team tab, and shows as signed in", async () => {
    const owner = await signedIn();
    const username = `staff-${crypto.randomUUID().slice(0, 8)}`;
    const added = await postForm("/admin/team", { username, role: "staff" }, { cookie: owner.cookie });
    expect(added.status).toBe(201);
    const page = await html(added);
    expect(page).toContain(`${username} can sign in now`);
    const password = page.match(/font-mono[^>]*>([^<]+)</)?.[1]?.trim();
    expect(password).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);

    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const signIn = await postForm("/admin/sign-in", { username, password: password! }, { ip });
    expect(signIn.status).toBe(303);
    const cookie = `__Host-session=${sessionToken(signIn)}`;
    const first = await call(signIn.headers.get("location")!, { cookie, ip });
    const firstPage = await html(await call((first.headers.get("location") ?? signIn.headers.get("location"))!, { cookie, ip }));
    expect(firstPage).toContain("You signed in with a one-time password. Choose your own to continue.");
    expect(firstPage).toContain("One-time password");
    expect(firstPage).toContain("New password (at least 12 characters)");

    const changed = await postForm(
      "/admin/account/password",
      { oldPassword: password!, newPassword: "my own staff passphrase" },
      { cookie, ip },
    );
    expect(changed.status).toBe(200);
    expect(await html(changed)).toContain("Password changed.");
    const inbox = await call("/admin", { cookie, ip });
    expect(inbox.status).toBe(200);
    const inboxPage = await html(inbox);
    expect(inboxPage).toContain("Quote requests");
    expect(inboxPage).not.toContain('href="/admin/team"');
    expect((await call("/admin/team", { cookie, ip })).status).toBe(403);

    // The owner's list: the new member signed in, the password no more.
    const team = await html(await call("/admin/team", { cookie: owner.cookie }));
    expect(team).not.toContain(password!);
    const row = team.slice(team.indexOf(username));
    expect(row.slice(0, row.indexOf("</li>"))).toMatch(/Signed in .* last seen/);
  });
});
