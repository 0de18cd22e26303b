// Daily backups are encrypted or not written at all: a start with BACKUP_DIR but no usable
// BACKUP_PASSPHRASE stops with a message saying what to set, and BACKUP_KEEP cannot keep backups
// longer than the Data Deletion Policy's 30 days.
import { resetServerEnvForTests, serverEnv } from "@/lib/env";

const original = { ...process.env };
afterEach(() => {
  process.env = { ...original };
  resetServerEnvForTests();
});

function startWith(settings: Record<string, string>) {
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_PASSPHRASE;
  delete process.env.BACKUP_KEEP;
  Object.assign(process.env, settings);
  resetServerEnvForTests();
  return () => serverEnv();
}

describe("backup settings", () => {
  it.each([
    ["no passphrase", { BACKUP_DIR: "/var/backups/site" }],
    ["a short passphrase", { BACKUP_DIR: "/var/backups/site", BACKUP_PASSPHRASE: "short" }],
  ])("refuse BACKUP_DIR with %s, naming BACKUP_PASSPHRASE", (_case, settings) => {
    expect(startWith(settings)).toThrow(
      /BACKUP_PASSPHRASE: BACKUP_DIR is set, so daily backups are on/,
    );
  });

  it("refuse keeping more than 30 daily backups", () => {
    expect(
      startWith({ BACKUP_DIR: "/b", BACKUP_PASSPHRASE: "maple tutor lantern", BACKUP_KEEP: "31" }),
    ).toThrow(/BACKUP_KEEP/);
  });

  it("keep 14 by default and need nothing when BACKUP_DIR is unset", () => {
    expect(startWith({})().BACKUP_KEEP).toBe(14);
    expect(
      startWith({ BACKUP_DIR: "/b", BACKUP_PASSPHRASE: "maple tutor lantern" })(),
    ).toMatchObject({ BACKUP_DIR: "/b", BACKUP_KEEP: 14 });
  });
});
