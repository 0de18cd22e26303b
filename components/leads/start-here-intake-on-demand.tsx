// The Start Here intake modal as mounted on /start-here. A built-in bot-check token is rendered
// into the form so it can be posted without JavaScript; this makes the page render per request,
// so ?open=intake opens the modal in the server's HTML. No Suspense boundary here on purpose:
// content streamed in after the shell needs JavaScript to appear.
import { formBotToken } from "@/lib/leads/form-token";
import { StartHereIntakeModal } from "./start-here-intake-modal";

export async function StartHereIntake() {
  return <StartHereIntakeModal noScriptToken={await formBotToken("intake")} />;
}
