/** @jest-environment jsdom */
// In the browser the settings arrive checked by the build: reading them loads no time-zone data.
it("reads the business time zone in the browser without a time-zone lookup", async () => {
  const zone = jest.spyOn(Intl, "DateTimeFormat");
  try {
    const { publicEnv } = await import("./public-env");
    expect(publicEnv.businessTimeZone).toBeTruthy();
    expect(zone).not.toHaveBeenCalled();
  } finally {
    zone.mockRestore();
  }
});
