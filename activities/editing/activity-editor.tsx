// The activity editor: each template's own editor, chosen by the template.
import { type ActivityDraft, type ActivityTemplate } from "@/activities/schemas";
import { PlaceValueShowdownEditor } from "../place-value-showdown/editor";
import { RebuildEditor } from "../rebuild/rebuild-editor";
import { SortCategoriesEditor } from "../sort-categories/editor";
import { SpinnerWheelEditor } from "../spinner-wheel/editor";
import { WhackAMoleEditor } from "../whack-a-mole/editor";

type EditorProps = { template: ActivityTemplate; id: string | null; initial: ActivityDraft | null };

export function ActivityEditor({ template, id, initial }: EditorProps) {
  switch (template) {
    case "place-value-showdown":
      return (
        <PlaceValueShowdownEditor
          id={id}
          initial={initial?.template === template ? initial : null}
        />
      );
    case "whack-a-mole":
      return <WhackAMoleEditor id={id} initial={initial?.template === template ? initial : null} />;
    case "sort-categories":
      return (
        <SortCategoriesEditor id={id} initial={initial?.template === template ? initial : null} />
      );
    case "spinner-wheel":
      return (
        <SpinnerWheelEditor id={id} initial={initial?.template === template ? initial : null} />
      );
    default:
      return <RebuildEditor template={template} id={id} initial={initial} />;
  }
}
