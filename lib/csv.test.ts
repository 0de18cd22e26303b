import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ["+1 801 555 0101", '"\'+1 801 555 0101"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\rcmd", '"\'\rcmd"'],
    ["＝1+1", '"\'＝1+1"'],
    ["plain, with comma", '"plain, with comma"'],
    ["line\nbreak", '"line\nbreak"'],
  ])("neutralises %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes empty cells for missing values and ISO times for dates", () => {
    expect(csvLine([null, undefined, new Date("2030-01-09T17:00:00Z"), 3])).toBe(
      '"","","2030-01-09T17:00:00.000Z","3"\r\n',
    );
  });
});
