// The odds worker's entry: a worker thread does not inherit the tsx loader of the thread that
// started it, so it registers tsx itself before loading the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
