"use client";
// A field people never see or reach; form-filling bots tend to complete it.
import type { BotCheck } from "@/lib/bot-check/client";

export function HoneypotField({ bot }: { bot: BotCheck }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
    >
      <label>
        Leave this field empty
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={bot.honeypot.value}
          onChange={(e) => bot.honeypot.onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
