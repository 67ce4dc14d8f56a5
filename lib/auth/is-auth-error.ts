export { isAuthError } from "@/lib/errors/is-auth-error";
