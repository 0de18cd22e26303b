"use server";
// Staff accounts: invite (and resend or withdraw), change role, deactivate or reactivate, send a
// password reset link, end someone's sessions, pause a departed tutor's activities, and the
// two-factor requirement for admins.
import { adminChain } from "@/lib/actions/roles";
import { recordAudit, whoIs } from "@/lib/practice/audit";
import { inviteStaff, resendInvitation, withdrawInvitation } from "@/lib/crm/staff/invitations";
import { accountOf, changeRole, pauseActivitiesOf, setDisabled } from "@/lib/crm/staff/staff";
import {
  staffCreateSchema,
  staffDisableSchema,
  staffRoleSchema,
  staffSessionSchema,
  staffTargetSchema,
  twoFactorPolicySchema,
} from "@/lib/crm/schemas";
import { setAdminTwoFactorRequired, twoFactorStatus } from "@/lib/crm/staff/two-factor-policy";
import { roleLabels } from "@/lib/practice/vocabulary";
import { endSession, endSessionsOf } from "@/lib/auth/sign-ins/sessions";
import { RESET_PATH } from "@/lib/auth/passwords/password-reset";
import { getAuth } from "@/lib/auth/server";
import { kickOutbox } from "@/lib/email/dispatch";
import { serverEnv } from "@/lib/env";
import { AppError } from "@/lib/http/responses";

export const inviteStaffAction = adminChain.form(
  "staff.invite",
  staffCreateSchema,
  async ({ db, admin, input, now }) => {
    await inviteStaff(db, admin, input, now, serverEnv().SITE_URL);
    kickOutbox();
    return {
      message: `Invitation sent to ${input.email} as ${roleLabels[input.role].toLowerCase()}. The link lets them choose their own password and works for 72 hours.`,
    };
  },
);

export const resendInvitationAction = adminChain.form(
  "staff.invite_resend",
  staffTargetSchema,
  async ({ db, admin, input, now }) => {
    await resendInvitation(db, admin, input.userId, now, serverEnv().SITE_URL);
    kickOutbox();
    return { message: "A new invitation is on its way; the earlier link no longer works." };
  },
);

export const withdrawInvitationAction = adminChain.form(
  "staff.invite_withdraw",
  staffTargetSchema,
  async ({ db, admin, input }) => {
    await withdrawInvitation(db, admin, input.userId);
    return { message: "Invitation withdrawn. Its link no longer works." };
  },
);

export const changeRoleAction = adminChain.form(
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

export const setDisabledAction = adminChain.form(
  "staff.disable",
  staffDisableSchema,
  async ({ db, admin, input }) => {
    const changed = await setDisabled(db, admin, input);
    if (!changed)
      return {
        message: input.disabled
          ? "That account was already deactivated."
          : "That account was already active.",
      };
    return {
      message: input.disabled
        ? "Account deactivated and signed out everywhere. Their shared activities keep working unless you pause them."
        : "Account reactivated. They can sign in with their own password again.",
    };
  },
);

export const pauseActivitiesAction = adminChain.form(
  "staff.pause_activities",
  staffTargetSchema,
  async ({ db, admin, input }) => {
    const paused = await pauseActivitiesOf(db, admin, input.userId);
    return {
      message:
        paused > 0
          ? `Paused ${paused} shared ${paused === 1 ? "activity" : "activities"}. Students who open them see that they are paused.`
          : "They have no shared activities that are still live.",
    };
  },
);

/** The same emailed link as "Forgot password?" on the sign-in page: nobody sees a password. */
export const sendResetLinkAction = adminChain.form(
  "staff.reset_link",
  staffTargetSchema,
  async ({ db, admin, input }) => {
    const target = await accountOf(db, input.userId);
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: RESET_PATH } });
    await recordAudit(db, admin, {
      action: "staff.reset_link_sent",
      entityType: "user",
      entityId: input.userId,
      summary: `${whoIs(admin)} sent ${target.name} a link to choose a new password`,
    });
    return { message: `A link to choose a new password is on its way to ${target.email}.` };
  },
);

export const endStaffSessionAction = adminChain.form(
  "staff.end_session",
  staffSessionSchema,
  async ({ db, admin, input }) => {
    await endSession(db, admin, input.userId, input.sessionId);
    return { message: "Session ended." };
  },
);

export const endStaffSessionsAction = adminChain.form(
  "staff.end_sessions",
  staffTargetSchema,
  async ({ db, admin, input }) => {
    // An admin ending their own sessions here keeps the one they are using.
    const ended = await endSessionsOf(
      db,
      admin,
      input.userId,
      input.userId === admin.id ? admin.sessionId : undefined,
    );
    return {
      message:
        ended > 0
          ? `Ended ${ended} ${ended === 1 ? "session" : "sessions"}.`
          : "No sessions to end.",
    };
  },
);

export const twoFactorPolicyAction = adminChain.form(
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
        summary: `${whoIs(admin)} made two-factor sign-in ${input.required ? "required" : "optional"} for admins`,
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
