// Play links share the student apps' layout: child-directed, no footer, no consent banner or ads.
export { default } from "../student-apps/layout";
