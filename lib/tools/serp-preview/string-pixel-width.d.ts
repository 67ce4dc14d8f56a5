declare module "string-pixel-width" {
  type Settings = { font?: string; size?: number; bold?: boolean; italic?: boolean };
  /** Width in pixels of `text` set in `font` at `size` px, from the package's per-character advance table. */
  export default function pixelWidth(text: string, settings?: Settings): number;
}
