export { errorStatus, errorText } from "@/lib/errors/error-text";
