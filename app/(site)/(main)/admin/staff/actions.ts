"use server";
// Staff accounts: create, change role, disable or enable, reset a password, and the two-factor
// requirement for admins.
import { z } from "zod";
import { adminAction } from "@/lib/crm/action";
import { recordAudit } from "@/lib/crm/audit";
import { changeRole, createStaffAccount, resetStaffPassword, setDisabled } from "@/lib/crm/staff";
import {
  staffCreateSchema,
  staffDisableSchema,
  staffRoleSchema,
  twoFactorPolicySchema,
} from "@/lib/crm/schemas";
import { setAdminTwoFactorRequired, twoFactorStatus } from "@/lib/crm/two-factor-policy";
import { roleLabels } from "@/lib/crm/vocabulary";
import { getAuth } from "@/lib/auth/server";
import { AppError } from "@/lib/http/responses";

async function hashPassword(password: string) {
  return (await (await getAuth()).$context).password.hash(password);
}

export const createStaffAction = adminAction(
  "staff.create",
  staffCreateSchema,
  async ({ db, admin, input }) => {
    const created = await createStaffAccount(db, admin, input, hashPassword);
    return {
      message: `Created ${input.email} as ${roleLabels[input.role].toLowerCase()}. Give them this temporary password privately; it is shown only once and they must change it when they first sign in.`,
      data: { temporaryPassword: created.temporaryPassword },
    };
  },
);

export const changeRoleAction = adminAction(
  "staff.role",
  staffRoleSchema,
  async ({ db, admin, input }) => {
    const changed = await changeRole(db, admin, input);
    return {
      message: changed
        ? `Role changed to ${roleLabels[input.role].toLowerCase()}.`
        : "That was already their role.",
    };
  },
);

export const setDisabledAction = adminAction(
  "staff.disable",
  staffDisableSchema,
  async ({ db, admin, input }) => {
    const changed = await setDisabled(db, admin, input);
    if (!changed)
      return {
        message: input.disabled
          ? "That account was already disabled."
          : "That account was already active.",
      };
    return {
      message: input.disabled ? "Account disabled and signed out everywhere." : "Account enabled.",
    };
  },
);

export const resetPasswordAction = adminAction(
  "staff.reset_password",
  z.object({ userId: z.string().min(1).max(64) }),
  async ({ db, admin, input }) => {
    const password = await resetStaffPassword(db, admin, input.userId, hashPassword);
    return {
      message:
        "Password reset. Give them this temporary password privately; it is shown only once.",
      data: { temporaryPassword: password },
    };
  },
);

export const twoFactorPolicyAction = adminAction(
  "staff.two_factor_policy",
  twoFactorPolicySchema,
  async ({ db, admin, input }) => {
    if (input.required && !(await twoFactorStatus(db, admin.id)).enabled) {
      throw new AppError(
        409,
        "Turn on two-factor sign-in for your own account first (Account security), so you are not locked out.",
      );
    }
    await db.transaction(async (tx) => {
      await setAdminTwoFactorRequired(tx, input.required);
      await recordAudit(tx, admin, {
        action: "security.admin_two_factor_policy",
        entityType: "app_setting",
        entityId: "admin_two_factor_required",
        details: { required: input.required },
      });
    });
    return {
      message: input.required
        ? "Two-factor sign-in is now required for admins."
        : "Two-factor sign-in is now optional for admins.",
    };
  },
);
