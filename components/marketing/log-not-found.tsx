"use client";

import { useEffect } from "react";

/** Logs the unknown path in the browser console, as the server logs it on its side (spec §2). */
export function LogNotFound() {
  useEffect(() => {
    console.error(
      `404 Error: User attempted to access non-existent route: ${window.location.pathname}`,
    );
  }, []);
  return null;
}
