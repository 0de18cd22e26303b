import type { DatedAnswer } from "./answers";
import { confusionSummary, weeklyProgress } from "./summary";

const now = new Date("2026-11-20T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

const spelling = (item: string, chose: string, tags: string[], at: Date): DatedAnswer => ({
  kind: "spelling",
  item,
  chose,
  tags,
  right: item === chose,
  at,
});

const answers: DatedAnswer[] = [
  spelling("ship", "chip", ["sh", "short i"], daysAgo(1)),
  spelling("shop", "chop", ["sh", "short o"], daysAgo(2)),
  spelling("shed", "ched", ["sh", "short e"], daysAgo(3)),
  spelling("fish", "fich", ["sh", "short i"], daysAgo(4)),
  spelling("chin", "chin", ["ch", "short i"], daysAgo(1)),
  spelling("thin", "fin", ["th", "short i"], daysAgo(10)), // before this week
  {
    kind: "choice",
    item: "chop",
    chose: "chop",
    tags: ["ch", "short o"],
    choseFor: ["sh"],
    right: false,
    at: daysAgo(2),
  },
];

describe("confusionSummary", () => {
  it("scores each pattern over the week only", () => {
    const { patterns } = confusionSummary(answers, { now });
    expect(patterns.find((p) => p.tag === "sh")).toEqual({
      tag: "sh",
      tries: 4,
      right: 0,
      percent: 0,
    });
    expect(patterns.find((p) => p.tag === "short i")).toEqual({
      tag: "short i",
      tries: 3,
      right: 1,
      percent: 33,
    });
    expect(patterns.find((p) => p.tag === "th")).toBeUndefined();
  });

  it("names the confusions, most frequent first", () => {
    const { confusions } = confusionSummary(answers, { now });
    expect(confusions.map((c) => c.text)).toEqual([
      "wrote ch for sh 4 times this week",
      "took a ch word for sh once this week",
    ]);
  });

  it("reads a longer period and words it plainly", () => {
    const { confusions } = confusionSummary(answers, { now, days: 14 });
    expect(confusions.map((c) => c.text)).toContain("wrote f for th once in the last 14 days");
  });

  it("counts nothing after the clock's now", () => {
    const later = [spelling("ship", "chip", ["sh"], new Date(now.getTime() + 1000))];
    expect(confusionSummary(later, { now })).toEqual({
      since: daysAgo(7),
      patterns: [],
      confusions: [],
      tricky: [],
    });
  });

  it("names the patterns of words found tricky to read, and no confusion for them", () => {
    const reading = (item: string, right: boolean, tags: string[]) => ({
      kind: "reading" as const,
      item,
      tags,
      right,
      at: daysAgo(1),
    });
    const week = confusionSummary(
      [
        reading("robot", false, ["vcv"]),
        reading("camel", false, ["vcv", "short a"]),
        reading("napkin", true, ["vc/cv"]),
      ],
      { now },
    );
    expect(week.confusions).toEqual([]);
    expect(week.tricky).toEqual([
      {
        tag: "vcv",
        words: ["robot", "camel"],
        text: "found vcv words tricky to read this week: robot, camel",
      },
      {
        tag: "short a",
        words: ["camel"],
        text: "found short a words tricky to read this week: camel",
      },
    ]);
  });
});

describe("weeklyProgress", () => {
  it("gives one point a week per tag, oldest first, with gaps for empty weeks", () => {
    const progress = weeklyProgress(answers, { now, weeks: 2 });
    const th = progress.find((p) => p.tag === "th")!;
    expect(th.points.map((p) => p.percent)).toEqual([0, null]);
    const sh = progress.find((p) => p.tag === "sh")!;
    expect(sh.points.map((p) => p.tries)).toEqual([0, 4]);
  });
});
