import { checkLogo, LOGO_MAX_BYTES, logoTypeOf } from "./logo";

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe("logoTypeOf", () => {
  it("recognises PNG, JPEG and WebP by their bytes", () => {
    expect(logoTypeOf(PNG)).toBe("image/png");
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe("image/jpeg");
    const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");
    expect(logoTypeOf(webp)).toBe("image/webp");
  });

  it("refuses SVG, HTML, a RIFF that is not WebP and a truncated signature", () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', "<html>", "RIFF\0\0\0\0WAVE"])
      expect(logoTypeOf(new TextEncoder().encode(text)), text).toBeNull();
    expect(logoTypeOf(PNG.slice(0, 5))).toBeNull();
  });
});

describe("checkLogo", () => {
  it("refuses an empty file and one over 160 KB, whatever it holds", () => {
    expect(checkLogo(new Uint8Array())).toMatchObject({ ok: false });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkLogo(big)).toEqual({ ok: false, message: expect.stringMatching(/160 KB/) });
    expect(checkLogo(PNG)).toEqual({ ok: true, type: "image/png" });
  });
});
