import { contactFieldProblem } from "./contact-field-checks";

describe("consultation contact fields", () => {
  it("names what is wrong with an email, in the shared schema's words", () => {
    expect(contactFieldProblem("email", "mom@gmail")).toBe("Please enter a valid email address.");
    expect(contactFieldProblem("email", "")).toBe("Please enter your email address.");
    expect(contactFieldProblem("email", " mom@gmail.com ")).toBeUndefined();
  });

  it("names what is wrong with a phone number", () => {
    expect(contactFieldProblem("phone", "12")).toBe("Please enter a valid phone number.");
    expect(contactFieldProblem("phone", "")).toBe("Please enter your phone number.");
    expect(contactFieldProblem("phone", "(801) 555-0199")).toBeUndefined();
  });

  it("asks for the parent's name and the child's age", () => {
    expect(contactFieldProblem("parentName", "  ")).toBe(
      "Please enter the parent or guardian's name.",
    );
    expect(contactFieldProblem("childAge", "")).toBe("Please enter your child's age.");
    expect(contactFieldProblem("childAge", "8")).toBeUndefined();
  });
});
