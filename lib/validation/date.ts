// A calendar date a person picks or types (YYYY-MM-DD), for every form that asks for one.
import { z } from "zod";
import { isDateISO } from "@/lib/practice/time-zone";

export const requiredDate = z.string().trim().refine(isDateISO, "Use a real date (YYYY-MM-DD).");
