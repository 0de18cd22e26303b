import {
  businessTimeZoneFrom,
  DEFAULT_BUSINESS_TIME_ZONE,
  publicEnvFrom,
  siteUrlFrom,
} from "./public-env";

describe("publicEnvFrom", () => {
  it("gives the practice's details and no third parties when nothing is set", () => {
    const env = publicEnvFrom({});
    expect(env).toMatchObject({
      siteUrl: "http://localhost:3000",
      businessName: "Bright Path Reading",
      businessTimeZone: "America/Denver",
      gaMeasurementId: "",
      googleAdsId: "",
      vercelAnalytics: false,
      recaptchaSiteKey: "",
      turnstileSiteKey: "",
    });
  });

  it("treats an empty variable as unset", () => {
    expect(publicEnvFrom({ NEXT_PUBLIC_BUSINESS_NAME: "", BUSINESS_TIME_ZONE: "" })).toMatchObject({
      businessName: "Bright Path Reading",
      businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE,
    });
  });

  it("takes each setting from its own variable", () => {
    const env = publicEnvFrom({
      BUSINESS_TIME_ZONE: "America/Chicago",
      NEXT_PUBLIC_ADS_LABEL_INTAKE: "intake-label",
      NEXT_PUBLIC_VERCEL_ANALYTICS: "1",
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site-key",
    });
    expect(env.businessTimeZone).toBe("America/Chicago");
    expect(env.adsConversionLabels).toEqual({
      consultation: "",
      intake: "intake-label",
      contact: "",
    });
    expect(env.vercelAnalytics).toBe(true);
    expect(env.turnstileSiteKey).toBe("site-key");
  });
});

describe("businessTimeZoneFrom", () => {
  it.each([
    ["a zone with spaces around it", " America/New_York ", "America/New_York"],
    ["nothing", undefined, "America/Denver"],
  ])("accepts %s", (_, value, zone) => {
    expect(businessTimeZoneFrom(value)).toBe(zone);
  });

  it("leaves the check to the build in the browser, where the zone arrives already checked", () => {
    expect(businessTimeZoneFrom("America/New_York", false)).toBe("America/New_York");
    const zone = jest.spyOn(Intl, "DateTimeFormat");
    try {
      businessTimeZoneFrom("America/New_York", false);
      expect(zone).not.toHaveBeenCalled();
      businessTimeZoneFrom("America/New_York");
      expect(zone).toHaveBeenCalled();
    } finally {
      zone.mockRestore();
    }
  });

  it("refuses a name that is not a time zone, naming the variable", () => {
    expect(() => businessTimeZoneFrom("Mountain Time")).toThrow(
      /BUSINESS_TIME_ZONE: "Mountain Time" is not an IANA time zone/,
    );
  });
});

describe("the one public address", () => {
  it("comes from SITE_URL alone", () => {
    expect(publicEnvFrom({ SITE_URL: "https://practice.example/" }).siteUrl).toBe(
      "https://practice.example",
    );
  });

  it("accepts the former second setting only when it repeats SITE_URL", () => {
    expect(
      siteUrlFrom({
        SITE_URL: "https://practice.example",
        NEXT_PUBLIC_SITE_URL: "https://practice.example/",
      }),
    ).toBe("https://practice.example");
    expect(() =>
      siteUrlFrom({
        SITE_URL: "https://practice.example",
        NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
      }),
    ).toThrow(/SITE_URL alone/);
  });
});
