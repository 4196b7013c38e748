/** The embedding surface; grows as the layers below it land. */
export const ENGINE_VERSION = "0.1.0";
export * from "../kernel/index.js";
export * from "./language.js";
export * from "./pack-runtime.js";
