import {
  CLIENT_ADDRESS_HEADER,
  decideClientAddress,
  trustedProxyHopsFrom,
} from "@/server/client-address.mjs";
import { clientAddress } from "./client-ip";

describe("deciding the client address", () => {
  const cases: {
    name: string;
    socket: string | undefined;
    forwarded?: string | string[];
    hops: number;
    expected: string;
  }[] = [
    { name: "no proxy: the socket peer", socket: "203.0.113.7", hops: 0, expected: "203.0.113.7" },
    {
      name: "no proxy: a client-sent X-Forwarded-For is ignored",
      socket: "203.0.113.7",
      forwarded: "198.51.100.1",
      hops: 0,
      expected: "203.0.113.7",
    },
    {
      name: "no proxy: IPv4-mapped IPv6 is one spelling",
      socket: "::ffff:203.0.113.7",
      hops: 0,
      expected: "203.0.113.7",
    },
    {
      name: "one proxy: the entry it appended",
      socket: "10.0.0.2",
      forwarded: "198.51.100.23",
      hops: 1,
      expected: "198.51.100.23",
    },
    {
      name: "one proxy: entries the client wrote before it are ignored",
      socket: "10.0.0.2",
      forwarded: "1.2.3.4, 5.6.7.8, 198.51.100.23",
      hops: 1,
      expected: "198.51.100.23",
    },
    {
      name: "two proxies: the entry the first one appended",
      socket: "10.0.0.3",
      forwarded: "1.2.3.4, 198.51.100.23, 10.0.0.2",
      hops: 2,
      expected: "198.51.100.23",
    },
    {
      name: "one proxy: repeated headers are read as one list",
      socket: "10.0.0.2",
      forwarded: ["1.2.3.4", "198.51.100.23"],
      hops: 1,
      expected: "198.51.100.23",
    },
    {
      name: "a proxy that appended nothing: the socket peer",
      socket: "10.0.0.2",
      hops: 1,
      expected: "10.0.0.2",
    },
    {
      name: "fewer entries than proxies: the socket peer",
      socket: "10.0.0.3",
      forwarded: "198.51.100.23",
      hops: 2,
      expected: "10.0.0.3",
    },
    {
      name: "an appended entry that is not an address: the socket peer",
      socket: "10.0.0.2",
      forwarded: "1.2.3.4, not-an-ip",
      hops: 1,
      expected: "10.0.0.2",
    },
    { name: "IPv6 peer", socket: "2001:DB8::1", hops: 0, expected: "2001:db8::1" },
    { name: "no socket address", socket: undefined, hops: 0, expected: "unknown" },
  ];

  it.each(cases)("$name", ({ socket, forwarded, hops, expected }) => {
    expect(
      decideClientAddress({
        socketAddress: socket,
        forwardedFor: forwarded,
        trustedProxyHops: hops,
      }),
    ).toBe(expected);
  });

  it("gives one client rotating X-Forwarded-For one address", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      seen.add(
        decideClientAddress({
          socketAddress: "203.0.113.7",
          forwardedFor: `198.51.100.${i}`,
          trustedProxyHops: 0,
        }),
      );
      // Behind one proxy, the client controls only what comes before the proxy's entry.
      seen.add(
        decideClientAddress({
          socketAddress: "10.0.0.2",
          forwardedFor: `198.51.100.${i}, 203.0.113.7`,
          trustedProxyHops: 1,
        }),
      );
    }
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("reads TRUSTED_PROXY_HOPS as lib/env.ts documents it", () => {
    expect(trustedProxyHopsFrom(undefined)).toBe(0);
    expect(trustedProxyHopsFrom("")).toBe(0);
    expect(trustedProxyHopsFrom("2")).toBe(2);
    expect(() => trustedProxyHopsFrom("6")).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => trustedProxyHopsFrom("one")).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("clientAddress", () => {
  it("reads only the address the server decided", () => {
    const headers = new Headers({
      [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
      "x-forwarded-for": "198.51.100.1",
      "x-real-ip": "198.51.100.2",
    });
    expect(clientAddress(headers)).toBe("203.0.113.7");
  });

  it("never falls back to headers a client can send", () => {
    expect(
      clientAddress(
        new Headers({ "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }),
      ),
    ).toBe("unknown");
  });
});
