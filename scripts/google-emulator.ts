// Runs the Google emulator's OAuth endpoints alone on loopback, without the app:
//   npx tsx scripts/google-emulator.ts --port 3198 [--app-origin http://127.0.0.1:3100] [--secret …] [--open-faults]
// Endpoints answer under /emulator/google, as in the app; the process stops after --ttl seconds.
// --open-faults (tests only): any caller may set faults on any account, without a token.
import { parseArgs } from "node:util";
import { createGoogleEmulator } from "../google-emulator/handler";
import { createEmulatorServer } from "../google-emulator/node-adapter";
import { EMULATOR_BASE_PATH } from "../google-emulator/paths";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3198" },
    host: { type: "string", default: "127.0.0.1" },
    "app-origin": { type: "string" },
    secret: { type: "string" },
    ttl: { type: "string", default: "3600" },
    "open-faults": { type: "boolean", default: false },
  },
});

const emulator = createGoogleEmulator({
  appOrigin: values["app-origin"],
  secret: values.secret,
  openFaultControl: values["open-faults"],
});
const server = createEmulatorServer(emulator);

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : values.port;
  console.log(`Google emulator on http://${values.host}:${port}${EMULATOR_BASE_PATH}`);
});

setTimeout(() => server.close(() => process.exit(0)), Number(values.ttl) * 1000).unref();
