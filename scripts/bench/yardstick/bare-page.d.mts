import type { ChildProcess } from "node:child_process";

export const bareDir: string;
export function buildBarePageIfNeeded(): void;
export function serveBarePage(port: number): ChildProcess;
