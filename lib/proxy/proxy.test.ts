/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("proxy.ts on a thank-you page", () => {
  it("consumes the one-time flag and hands its value to the page's render", () => {
    const request = new NextRequest("http://localhost/thank-you/consultation", { headers: { cookie: "bp_ty_consultation=abc.def" } });
    const response = proxy(request);
    expect(forwarded(response, "x-bp-thank-you-flag")).toBe("abc.def");
    expect(response.headers.get("set-cookie")).toMatch(/bp_ty_consultation=;/);
  });

  it("never passes on a flag header a visitor sent", () => {
    const request = new NextRequest("http://localhost/contact", { headers: { "x-bp-thank-you-flag": "forged" } });
    expect(forwarded(proxy(request), "x-bp-thank-you-flag")).toBeNull();
  });

  it("sets the member hint when a session cookie arrives without it", () => {
    const request = new NextRequest("http://localhost/", { headers: { cookie: "bp.session_token=s" } });
    expect(proxy(request).headers.get("set-cookie")).toMatch(/bp_member=1/);
  });
});
