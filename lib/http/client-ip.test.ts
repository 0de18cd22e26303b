import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  addressSigningSecret,
  decideClientAddress,
  signAddress,
  trustedProxyHopsFrom,
} from "@/server/traffic/client-address.mjs";
import {
  UNKNOWN_CLIENT,
  clientAddress,
  clientAddressProblem,
  withDecidedClientAddress,
} from "./client-ip";

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

describe("an address only our server can vouch for", () => {
  const secretKey = Symbol.for("bright-path.client-address-secret");
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const env = process.env as Record<string, string | undefined>;
  const saved = { NODE_ENV: env.NODE_ENV, TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS };
  afterEach(() => {
    delete holder[secretKey];
    Object.assign(env, saved);
    if (saved.TRUSTED_PROXY_HOPS === undefined) delete env.TRUSTED_PROXY_HOPS;
  });

  it("under our server, believes the header only with the process's signature", () => {
    const secret = addressSigningSecret({ create: true })!;
    const signed = new Headers({
      [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
      [CLIENT_ADDRESS_PROOF_HEADER]: signAddress("203.0.113.7", secret),
    });
    expect(clientAddress(signed)).toBe("203.0.113.7");
    // Someone else's signature, or a client-made copy without one.
    const forged = new Headers({
      [CLIENT_ADDRESS_HEADER]: "198.51.100.9",
      [CLIENT_ADDRESS_PROOF_HEADER]: signAddress("198.51.100.9", Buffer.alloc(32, 1)),
    });
    expect(clientAddress(forged)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBe(
      UNKNOWN_CLIENT,
    );
    expect(clientAddressProblem()).toBeNull();
  });

  it("without our server, a rotating header never chooses the address: X-Forwarded-For as far as our proxies appended", () => {
    env.NODE_ENV = "production";
    env.TRUSTED_PROXY_HOPS = "1";
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      seen.add(
        clientAddress(
          new Headers({
            [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}`,
            "x-forwarded-for": `10.9.9.${i}, 203.0.113.7`,
          }),
        ),
      );
    }
    expect([...seen]).toEqual(["203.0.113.7"]);
    expect(clientAddressProblem()).toBeNull();
  });

  it("without our server or a proxy, refuses to serve rather than lump every visitor together", () => {
    env.NODE_ENV = "production";
    delete env.TRUSTED_PROXY_HOPS;
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBe(
      UNKNOWN_CLIENT,
    );
    expect(clientAddressProblem()).toMatch(/npm start/);
  });

  it("hands better-auth the decided address, not the client's copy", () => {
    env.NODE_ENV = "production";
    env.TRUSTED_PROXY_HOPS = "1";
    const request = withDecidedClientAddress(
      new Request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.9", "x-forwarded-for": "203.0.113.7" },
        body: "{}",
      }),
    );
    expect(request.headers.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.7");
  });
});
