"use client";
// A modal opened by ?open=<name> (links from other pages or the same page), closed by removing
// the parameter, so Back and shared links behave as people expect.
import { useCallback } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export function useOpenParam(name: string): { open: boolean; close: () => void } {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const open = params.get("open") === name;
  const close = useCallback(() => {
    const next = new URLSearchParams(params.toString());
    next.delete("open");
    const query = next.toString();
    router.replace(`${pathname}${query ? `?${query}` : ""}`, { scroll: false });
  }, [params, pathname, router]);
  return { open, close };
}
