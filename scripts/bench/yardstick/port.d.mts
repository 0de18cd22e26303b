export function assertPortFree(port: number, what: string): Promise<void>;
