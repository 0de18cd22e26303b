export function criticalCssInliner(
  nextDir: string,
  options?: { beasties?: Record<string, unknown> },
): { inlined(html: string | Buffer, key?: string): Buffer | null | Promise<Buffer | null> };
export function withoutUnreadCustomProperties(css: string, markup?: string): string;
