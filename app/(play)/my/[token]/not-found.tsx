import { PersonalLinkGone } from "@/activities/assignments/link-gone";

export default PersonalLinkGone;
