import { readFileSync } from "node:fs";

/**
 * This process's resident memory in MiB, now (VmRSS) or at its peak so far (VmHWM), from /proc: what the memory
 * tests' support scripts measure in a process of their own.
 */
export function ownMemoryMiB(key: "VmRSS" | "VmHWM"): number {
  return Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
}
