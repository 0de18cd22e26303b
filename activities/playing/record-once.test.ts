import { recordOnce } from "./record-once";

describe("recordOnce", () => {
  it("stores the play when the activity ends and not again when Finish is pressed afterwards", async () => {
    const submit = jest.fn(() => Promise.resolve("Saved! Your teacher can see how you did."));
    const record = recordOnce(submit);
    const atEnd = record();
    const atFinish = record();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(await atFinish).toBe(await atEnd);
  });

  it("a failed save is not retried by pressing Finish: the child sees the same message", async () => {
    const submit = jest.fn(() => Promise.resolve("We couldn't save your result just now."));
    const record = recordOnce(submit);
    await record();
    expect(await record()).toBe("We couldn't save your result just now.");
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
