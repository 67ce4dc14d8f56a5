import { describe, expect, it } from "vitest";
import { isProjectUuid, shouldFetchDataSources } from "./uuid";

describe("isProjectUuid", () => {
  it.each([
    ["version 1", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"],
    ["version 2", "000003e8-2b8f-21ef-8a00-325096b39f47"],
    ["version 3", "a3bb189e-8bf9-3888-9912-ace4e6543002"],
    ["version 4", "7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e10"],
    ["version 5", "886313e1-3b8a-5372-9b90-0c9aee199e5d"],
    ["upper case", "7F0C1A52-3C1E-4C39-9A51-2B1D0F6D9E10"],
  ])("accepts %s", (_label, value) => {
    expect(isProjectUuid(value)).toBe(true);
    expect(shouldFetchDataSources(value)).toBe(true);
  });

  it.each([
    ["the nil UUID", "00000000-0000-0000-0000-000000000000"],
    ["version 6", "1ef21d2f-1207-6660-8c4f-419efbd44d48"],
    ["version 7", "01890a5d-ac96-774b-bcce-b302099a8057"],
    ["a wrong variant", "7f0c1a52-3c1e-4c39-ca51-2b1d0f6d9e10"],
    ["no hyphens", "7f0c1a523c1e4c399a512b1d0f6d9e10"],
    ["braces", "{7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e10}"],
    ["a trailing newline", "7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e10\n"],
    ["a non-hex digit", "7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e1g"],
    ["a number", 42],
  ])("rejects %s", (_label, value) => {
    expect(isProjectUuid(value)).toBe(false);
  });
});

describe("shouldFetchDataSources", () => {
  it.each([["all"], [""], [null], [undefined], ["project-1"]])("skips %j", (projectId) => {
    expect(shouldFetchDataSources(projectId)).toBe(false);
  });
});
