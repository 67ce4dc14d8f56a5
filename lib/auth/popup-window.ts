export const POPUP_NAME = "rankwell-google-sign-in";
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;

export interface PopupWindowLike {
  readonly closed: boolean;
  close(): void;
}

export interface MessageEventLike {
  readonly origin: string;
  readonly data: unknown;
}

/** The parts of `window` the flow uses; the browser's window satisfies it. */
export interface WindowLike {
  readonly location: { readonly origin: string };
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
  open(url: string, target: string, features: string): PopupWindowLike | null;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
}

/** Centred on the opener window. */
export function popupFeatures(
  win: Pick<WindowLike, "screenX" | "screenY" | "outerWidth" | "outerHeight">,
): string {
  const left = Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2);
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes`;
}
