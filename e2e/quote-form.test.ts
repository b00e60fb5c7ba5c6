import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import {
  api,
  awake,
  axeViolations,
  box,
  confirmation,
  cspFor,
  emptyForm,
  fieldValues,
  fillAllButService,
  fillValid,
  form,
  isQuotePost,
  ownClientAddress,
  phoneLink,
  serviceSelect,
  shownOption,
  submitButton,
  toasts,
} from "./quote-helpers";

// The journey "a visitor sends a quote", clicked through once with JavaScript on a 390 px phone,
// under the production CSP: the idle form, its own checks, sending, the confirmation in the form's
// place, another request, a reload, and a service page's chosen service. What the server answers
// and stores, and what the owner then sees, are worker tests (test/quote-*.test.ts,
// test/admin-source-page.test.ts, test/admin-attribution.test.ts); the failures are in
// quote-outcomes.test.ts, the no-JavaScript post in quote-no-js.test.ts.

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

test("a visitor from a flyer sends a request under the production CSP, sends another, and a service page's form sends its page", async ({
  page,
  baseURL,
  pageProblems,
}) => {
  // The whole journey, four page loads and three axe audits: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  // Every page of the test answers with the production CSP, its inline script and style allowed by their hashes.
  const origin = new URL(baseURL!).origin;
  await page.route(
    (url) => url.origin === origin && !url.pathname.includes(".") && !url.pathname.startsWith("/api/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": cspFor(await response.text()) } });
    },
  );

  // Issue 16: the visit lands on a city page from a flyer's link; the request goes from the home page.
  await page.goto("/conroe-tx?utm_source=flyer");
  // The entry remembers the visit once the largest paint is done (client/loader.ts).
  await page.waitForFunction(() => sessionStorage.getItem("visit") !== null);
  await page.goto("/");

  // The idle form: labelled fields, the spec's options, a hidden honeypot, a visible focus ring.
  for (const label of ["First Name", "Last Name", "Phone", "Email", "Service Type", "City or ZIP (optional)", "Project Details"]) {
    await expect(page.getByLabel(label, { exact: true }), label).toBeVisible();
  }
  await expect(page.getByLabel("Project Details")).toHaveAttribute("rows", "4");
  await expect(submitButton(page)).toHaveText("Request Free Quote");
  const options = await serviceSelect(page)
    .locator("option")
    .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).disabled]));
  expect(options).toEqual([
    ["", "Select a service", true],
    ["junk-removal", "Junk Removal", false],
    ["moving-services", "Moving Services", false],
    ["cleanout-services", "Cleanout Services", false],
    ["demo-removal", "Demo & Removal", false],
  ]);
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toBeHidden();
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("textbox", { name: /leave this field empty/i }), "hidden from assistive technology").toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await awake(form(page));
  expect(pageProblems.seen, "the page loads and hydrates under the CSP without violations").toEqual([]);
  // The policy is in force: an inline script is refused (and reported, as the console and the CSP event).
  pageProblems.expect(
    /Executing inline script violates|script-src-elem blocked inline/,
    "the inline script injected on purpose is refused",
  );
  await expect(page.addScriptTag({ content: "window.inlineRan = true" })).rejects.toThrow();
  expect(await axeViolations(page), "idle").toEqual([]);
  await page.getByLabel("First Name").focus();
  await expect(page.getByLabel("First Name"), "visible focus ring").not.toHaveCSS("box-shadow", "none");

  // Its own checks: nothing sent, a message under each field, the focus on the first.
  const posts: string[] = [];
  page.on("request", (r) => void (isQuotePost(r) && posts.push(r.url())));
  await page.getByLabel("Email").fill("maria-at-example");
  await submitButton(page).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  const firstName = page.getByLabel("First Name");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  const describedBy = await firstName.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Required");
  await expect(form(page).getByText("Required", { exact: true })).toHaveCount(5);
  await expect(page.getByLabel("City or ZIP (optional)")).toHaveAttribute("aria-invalid", "false");
  expect(await axeViolations(page), "with field messages").toEqual([]);
  expect(posts).toEqual([]);

  // Sending: the button reads Submitting... and waits; what goes is the page and the visit.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(api, async (route) => {
    await held;
    await route.continue();
  });
  await fillValid(page);
  const sent = page.waitForRequest(isQuotePost);
  await submitButton(page).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: "Maria",
    serviceType: "junk-removal",
    sourcePage: "/",
    attribution: { landingPage: "/conroe-tx", referrer: null, utmSource: "flyer", utmMedium: null, utmCampaign: null },
  });
  const response = page.waitForResponse(api);
  release();
  expect((await response).status()).toBe(201);

  // The spec's toast and reset, and the confirmation in the form's place: focused, announced, what happens next.
  await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
  await expect(toasts(page).getByText("We'll get back to you with a free quote within 24 hours.")).toHaveCount(1);
  await expect.poll(() => fieldValues(page)).toEqual(emptyForm);
  const status = confirmation(page);
  await expect(status).toBeVisible();
  await expect(status, "holds the focus, so a screen reader announces it").toBeFocused();
  await expect(status).toHaveAttribute("tabindex", "-1");
  await expect(status.getByRole("heading", { name: "Quote request received" })).toBeVisible();
  await expect(status).toContainText("We'll get back to you with a free quote within 24 hours.");
  await expect(status.getByText("What happens next")).toBeVisible();
  await expect(status.getByRole("listitem")).toHaveCount(3);
  await expect(status.getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
  await expect(status.getByRole("button", { name: "Send another request" })).toBeVisible();
  // In the form's place: the fields and the submit button are gone until asked for again.
  await expect(page.getByLabel("First Name")).toBeHidden();
  await expect(submitButton(page)).toBeHidden();
  // Its heading is on screen, below the toast at the top (polled: the page may still be
  // smooth-scrolling the confirmation into place).
  const clearance = async () => (await box(status)).top - (await box(toasts(page).first())).bottom;
  await expect.poll(clearance, { message: "below the toast" }).toBeGreaterThanOrEqual(0);
  expect((await box(status)).top).toBeLessThan(844 / 2);
  expect(await axeViolations(page), "with a toast and the confirmation").toEqual([]);
  expect(page.url(), "the address does not change").not.toContain("quote=");

  // "Send another request" brings the empty form back, ready to type in.
  await status.getByRole("button", { name: "Send another request" }).click();
  await expect(confirmation(page)).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(page.getByLabel("First Name")).toBeFocused();
  await expect(submitButton(page)).toHaveText("Request Free Quote");
  await expect(submitButton(page)).toBeEnabled();
  expect(await fieldValues(page)).toEqual(emptyForm);

  // A reload shows the empty form, not the confirmation again: nothing of the request is kept,
  // only the visit's first page (issue 16) is in sessionStorage.
  await page.reload();
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(form(page).getByRole("status")).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    local: localStorage.length,
    session: Object.keys(sessionStorage),
    all: JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.local).toBe(0);
  expect(stored.session).toEqual(["visit"]);
  expect(stored.all).not.toMatch(/Maria|Lopez|555-0199|maria@example\.com|sofa/);

  // Issue 13, item 3: a service page's form has its service chosen once hydrated; a visitor who
  // picks another sends that one with the page, and the next request starts with the page's own again.
  await page.goto("/demo-removal");
  await awake(form(page));
  await expect(serviceSelect(page)).toHaveValue("demo-removal");
  expect(await shownOption(page)).toBe("Demo & Removal");
  await fillAllButService(page, "Switcher");
  await serviceSelect(page).selectOption("junk-removal");
  const switched = page.waitForRequest(isQuotePost);
  await submitButton(page).click();
  expect((await switched).postDataJSON()).toMatchObject({ serviceType: "junk-removal", sourcePage: "/demo-removal" });
  await expect(confirmation(page), "it sends again").toBeFocused();
  await form(page).getByRole("button", { name: "Send another request" }).click();
  await expect(serviceSelect(page)).toHaveValue("demo-removal");
  expect(await shownOption(page)).toBe("Demo & Removal");
  await expect(form(page).getByLabel("Last Name")).toHaveValue("");
});

test("still sends and confirms at the form when the toast code cannot load, showing the server's messages", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(/net::ERR_FAILED at \S+\/build\/chunks\/extras-/, "the toast code's requests are blocked on purpose");
  pageProblems.expect(
    /status of 400 \(Bad Request\) at \S+\/api\/quote-requests/,
    "the server refuses the e-mail address the browser did not check",
    1,
  );
  await page.goto("/");
  await page.route("**/build/chunks/extras-*.js", (route) => route.abort());
  await fillValid(page, { Email: "not-checked-in-the-browser" });
  await submitButton(page).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible(); // the server's message
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill("maria@example.com");
  const response = page.waitForResponse(api);
  await submitButton(page).click();
  expect((await response).status()).toBe(201);
  const status = form(page).getByRole("status");
  await expect(status).toBeVisible();
  await expect(status).toHaveText(/Quote request received/);
});
