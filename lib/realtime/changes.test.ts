import { changeScope, isChangeFor, parseChangeEvent, parseDatabaseChange } from "./changes";

const A = "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70";
const B = "0b5a1c7d-2e3f-4a5b-8c6d-7e8f9a0b1c2d";
const notification = (table: string, op: string, user = A) =>
  JSON.stringify({ table, op, id: "row-1", user_id: user });

describe("parseDatabaseChange", () => {
  it("reads the trigger's payload", () => {
    expect(parseDatabaseChange(notification("projects", "INSERT"))).toEqual({
      table: "projects",
      op: "INSERT",
      id: "row-1",
      userId: A,
    });
  });

  it("refuses anything else", () => {
    expect(parseDatabaseChange("not json")).toBeNull();
    expect(parseDatabaseChange(notification("profiles", "INSERT"))).toBeNull();
    expect(parseDatabaseChange(notification("projects", "TRUNCATE"))).toBeNull();
    expect(
      parseDatabaseChange(JSON.stringify({ table: "projects", op: "INSERT", id: "x" })),
    ).toBeNull();
  });
});

describe("parseChangeEvent", () => {
  it("reads what the browser receives, without a user id", () => {
    expect(parseChangeEvent('{"table":"google_tokens","op":"UPDATE","id":"t"}')).toEqual({
      table: "google_tokens",
      op: "UPDATE",
      id: "t",
    });
    expect(parseChangeEvent("null")).toBeNull();
  });
});

describe("isChangeFor", () => {
  const change = (table: string, op: string, user = A) =>
    parseDatabaseChange(notification(table, op, user))!;

  it("passes every change of the user's projects and properties", () => {
    for (const op of ["INSERT", "UPDATE", "DELETE"]) {
      expect(isChangeFor(change("projects", op), A)).toBe(true);
      expect(isChangeFor(change("google_properties", op), A)).toBe(true);
    }
  });

  it("passes only updates of the user's Google tokens", () => {
    expect(isChangeFor(change("google_tokens", "UPDATE"), A)).toBe(true);
    expect(isChangeFor(change("google_tokens", "INSERT"), A)).toBe(false);
    expect(isChangeFor(change("google_tokens", "DELETE"), A)).toBe(false);
  });

  it("never passes another user's change", () => {
    expect(isChangeFor(change("projects", "INSERT", B), A)).toBe(false);
  });
});

describe("changeScope", () => {
  it("sends projects to the project queries and the rest to the Google ones", () => {
    expect(changeScope("projects")).toBe("projects");
    expect(changeScope("google_properties")).toBe("google");
    expect(changeScope("google_tokens")).toBe("google");
    expect(changeScope("job_runs")).toBe("jobs");
    expect(changeScope("alerts")).toBe("alerts");
    expect(changeScope("alert_rules")).toBe("alerts");
  });
});
