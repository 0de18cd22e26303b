/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import type { BotCheck } from "@/lib/bot-check/client";
import { NOTES_MAX } from "@/lib/booking/schemas";
import { BookingContactForm, emptyContact, type ContactValues } from "./booking-contact-form";

const bot: BotCheck = {
  getToken: () => Promise.resolve("token"),
  error: null,
  lastError: () => null,
  honeypot: { value: "", onChange: () => {} },
};

function Booking({
  onSubmit = () => {},
  onValues = () => {},
  error = null,
}: {
  onSubmit?: (ok: boolean) => void;
  onValues?: (values: ContactValues) => void;
  error?: string | null;
}) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  return (
    <BookingContactForm
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues(next);
      }}
      onSubmit={onSubmit}
      pending={false}
      error={error}
      bot={bot}
    />
  );
}

describe("the Start Here booking's contact details", () => {
  it("labels each field and marks the required ones", () => {
    render(<Booking />);
    for (const label of ["Parent/Guardian Name", "Phone", "Email"])
      expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    expect(screen.getByLabelText("Phone", { exact: false })).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email", { exact: false })).toHaveAttribute("type", "email");
    const notes = screen.getByLabelText("Notes (optional)");
    expect(notes).not.toBeRequired();
    expect(notes).toHaveAttribute("maxLength", String(NOTES_MAX));
  });

  it("asks the child's first name, age and grade, all optional, and keeps each answer", () => {
    const onValues = jest.fn();
    render(<Booking onValues={onValues} />);
    const group = screen.getByRole("group", { name: "About your child" });
    const name = screen.getByLabelText("Child's First Name (optional)");
    const age = screen.getByLabelText("Child's Age (optional)");
    const grade = screen.getByLabelText("Grade (optional)");
    for (const field of [name, age, grade]) {
      expect(group).toContainElement(field);
      expect(field).not.toBeRequired();
    }
    fireEvent.change(name, { target: { value: "Maya" } });
    fireEvent.change(age, { target: { value: "8" } });
    fireEvent.change(grade, { target: { value: "3rd grade" } });
    expect(onValues).toHaveBeenLastCalledWith({
      ...emptyContact,
      childFirstName: "Maya",
      childAge: "8",
      childGrade: "3rd grade",
    });
  });

  it("says what is wrong with a field when it is left, tied to the input", () => {
    render(<Booking />);
    const email = screen.getByLabelText("Email", { exact: false });
    fireEvent.change(email, { target: { value: "mom@gmail" } });
    fireEvent.blur(email);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAttribute("aria-describedby", "booking-email-error");
    expect(document.getElementById("booking-email-error")).toHaveTextContent(/valid email/i);

    fireEvent.change(email, { target: { value: "mom@gmail.com" } });
    fireEvent.blur(email);
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAttribute("aria-describedby");
  });

  it("counts the notes' characters and describes the notes with the count", () => {
    render(<Booking />);
    const notes = screen.getByLabelText("Notes (optional)");
    fireEvent.change(notes, { target: { value: "Mixes up b and d." } });
    expect(notes).toHaveAttribute("aria-describedby", "booking-notes-count");
    expect(document.getElementById("booking-notes-count")).toHaveTextContent(
      `17/${NOTES_MAX} characters used`,
    );
  });

  it("checks every field on sending and shows the form's own message", () => {
    const onSubmit = jest.fn();
    render(<Booking onSubmit={onSubmit} error="This time is no longer available." />);
    fireEvent.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(onSubmit).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText("Parent/Guardian Name", { exact: false })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This time is no longer available.");
  });
});
