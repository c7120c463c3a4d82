export * from "./calendar";
export * from "./day";
export * from "./zone";
