import { useState } from "react";
import type { LabelColor } from "../../../core/schemas/labels";
import type { StatusCategory } from "../../../core/schemas/statuses";
import { createStatus } from "../../lib/definitions-api";
import { ColorSelect } from "../labels/shape-editing";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { CATEGORY_OPTIONS } from "./status-select";

/** A new status: its name, category and colour; the name clears once the server took it. */
export function NewStatusForm({
  projectId,
  busy,
  run,
}: {
  projectId: number;
  busy: boolean;
  run: (action: () => Promise<unknown>, fallback: string) => Promise<boolean>;
}) {
  const [name, setName] = useState("");
  const [category, setCategory] = useState<StatusCategory>("in-progress");
  const [color, setColor] = useState<LabelColor>("blue");
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    if (await run(() => createStatus(projectId, { name: name.trim(), category, color }), "The status was not added. Please try again."))
      setName("");
  };
  return (
    <form onSubmit={add} aria-label="New status" className="flex flex-wrap items-end gap-2">
      <TextField label="New status name" value={name} onChange={setName} limit={40} className="min-w-0 flex-1 basis-40" />
      <Select<StatusCategory> label="Category" className="w-36" options={CATEGORY_OPTIONS} value={category} onChange={setCategory} />
      <ColorSelect label="Colour" value={color} onChange={setColor} />
      <Button type="submit" isDisabled={busy || !name.trim()}>
        Add status
      </Button>
    </form>
  );
}
