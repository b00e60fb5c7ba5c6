import { describe, expect, it } from "vitest";
import { fieldErrors } from "../src/lib/quote-schema";
import { quoteSchemaFor } from "../src/routes/quote/messages";

const quoteSchema = quoteSchemaFor("en").schema;

const valid = {
  firstName: "Maria",
  lastName: "Lopez",
  phone: "(281) 555-0199",
  email: "maria@example.com",
  serviceType: "junk-removal",
  description: "Old sofa and a treadmill.",
};
const errorsOf = (body: unknown) => {
  const result = quoteSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe("quote schema shared by the API and the form", () => {
  it("accepts the six spec fields, trims them and drops unknown keys", () => {
    const result = quoteSchema.safeParse({ ...valid, firstName: "  Maria ", extra: "x", cityZip: " 77373 " });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, cityZip: "77373" });
  });

  it("says Required for missing, empty and whitespace-only fields", () => {
    expect(errorsOf({})).toEqual({
      firstName: "Required",
      lastName: "Required",
      phone: "Required",
      email: "Required",
      serviceType: "Required",
      description: "Required",
    });
    expect(errorsOf({ ...valid, lastName: "   ", serviceType: "" })).toEqual({ lastName: "Required", serviceType: "Required" });
  });

  it("gives specific messages for a bad email, phone, service type, wrong type and over-long text", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: "Enter a valid email address" });
    expect(errorsOf({ ...valid, phone: "12345" })).toEqual({ phone: "Enter a valid phone number" });
    expect(errorsOf({ ...valid, phone: "call me maybe" })).toEqual({ phone: "Enter a valid phone number" });
    expect(errorsOf({ ...valid, serviceType: "plumbing" })).toEqual({ serviceType: "Choose one of the listed services" });
    expect(errorsOf({ ...valid, firstName: 42 })).toEqual({ firstName: "Must be text" });
    expect(errorsOf({ ...valid, firstName: "x".repeat(101) })).toEqual({ firstName: "Must be 100 characters or fewer" });
    expect(errorsOf({ ...valid, description: "x".repeat(5001) })).toEqual({ description: "Must be 5000 characters or fewer" });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@b.co` })).toEqual({ email: "Must be 254 characters or fewer" });
  });

  it("accepts phone numbers of 7 to 20 digits with common formatting", () => {
    for (const phone of ["555-0147", "+1 (281) 555-0147", "281.555.0147", "1".repeat(20)])
      expect(errorsOf({ ...valid, phone })).toEqual({});
    expect(errorsOf({ ...valid, phone: "1".repeat(21) })).toEqual({ phone: "Enter a valid phone number" });
  });
});
