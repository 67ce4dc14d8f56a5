// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { popupFeatures, type WindowLike } from "./popup-window";

describe("popupFeatures", () => {
  it("centres a 500×600 popup on the opener", () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 1920, outerHeight: 1080 })).toBe(
      "width=500,height=600,left=710,top=240,scrollbars=yes",
    );
  });

  it("follows an opener on a second screen and rounds to whole pixels", () => {
    expect(popupFeatures({ screenX: -1280, screenY: 10, outerWidth: 1001, outerHeight: 801 })).toBe(
      "width=500,height=600,left=-1029,top=111,scrollbars=yes",
    );
  });

  it("is satisfied by the browser's window", () => {
    const browserWindow: WindowLike = window;
    expect(browserWindow.location.origin).toBe(window.location.origin);
  });
});
