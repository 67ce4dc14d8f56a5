import { describe, expect, it } from "vitest";
import { gmbConnectToast, gmbSyncToast, syncPropertiesToast } from "./catalog";

const data = (type: string, title: string) => ({ type, category: "data", title });

describe("syncPropertiesToast", () => {
  it("names how many properties came from Google", () => {
    expect(syncPropertiesToast({ synced: 12 })).toEqual(
      data("success", "Successfully synced 12 properties from Google"),
    );
    expect(syncPropertiesToast({ synced: [{}, {}] }).title).toBe(
      "Successfully synced 2 properties from Google",
    );
  });

  it("gives the reason of a failure, answered or thrown", () => {
    expect(syncPropertiesToast({ synced: 0, error: "Search Console is unavailable" })).toEqual(
      data("error", "Failed to sync properties: Search Console is unavailable"),
    );
    expect(syncPropertiesToast(new Error("fetch failed")).title).toBe(
      "Failed to sync properties: fetch failed",
    );
  });
});

describe("gmbSyncToast", () => {
  it("asks for a Google sign-in when the function says needsAuth", () => {
    expect(gmbSyncToast({ needsAuth: true })).toEqual({
      ...data("error", "Please re-authenticate with Google to access GMB data"),
      needsSignIn: true,
    });
  });

  it("warns when Google has no accounts and no locations", () => {
    expect(gmbSyncToast({ needsAuth: false, accountsSynced: 0, locationsSynced: 0 })).toEqual(
      data("warning", "No GMB accounts or locations found"),
    );
  });

  it("counts accounts and locations on success", () => {
    expect(gmbSyncToast({ needsAuth: false, accountsSynced: 2, locationsSynced: 5 })).toEqual(
      data("success", "Synced 2 accounts and 5 locations successfully"),
    );
  });

  it("reads an expired Google sign-in from the message", () => {
    const expired = "Google authentication expired. Please sign in again.";
    expect(gmbSyncToast(new Error("Please re-authenticate")).title).toBe(expired);
    expect(gmbSyncToast({ error: "Access token expired" }).title).toBe(expired);
  });

  it("reads a missing permission from the message or a 403", () => {
    const denied = "Access denied. Please ensure you have GMB API permissions.";
    expect(gmbSyncToast(new Error("Access denied for this account")).title).toBe(denied);
    expect(gmbSyncToast(new Error("Request failed with 403")).title).toBe(denied);
  });

  it("shows any other message, or a default", () => {
    expect(gmbSyncToast(new Error("Business Profile is down"))).toEqual(
      data("error", "Business Profile is down"),
    );
    expect(gmbSyncToast(new Error("")).title).toBe("Failed to sync GMB accounts");
  });
});

describe("gmbConnectToast", () => {
  it("warns with the function's reason when nothing was connected", () => {
    expect(
      gmbConnectToast({ connectionsCreated: 0, error: "No GMB locations synced yet" }),
    ).toEqual(data("warning", "No GMB locations synced yet"));
  });

  it("informs when no domain matched", () => {
    expect(gmbConnectToast({ connectionsCreated: 0 })).toEqual(
      data("info", "No matching domains found between your properties and GMB locations"),
    );
  });

  it("counts the connections made", () => {
    expect(gmbConnectToast({ connectionsCreated: 3 })).toEqual(
      data("success", "Created 3 property-GMB connections"),
    );
  });

  it("shows the failure's message, or a default", () => {
    expect(gmbConnectToast(new Error("Service unavailable")).title).toBe("Service unavailable");
    expect(gmbConnectToast({ error: "" }).title).toBe("Failed to connect properties to GMB");
    expect(gmbConnectToast(undefined)).toEqual(
      data("error", "Failed to connect properties to GMB"),
    );
  });
});
