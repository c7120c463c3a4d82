import { Input, Label, TextField } from "react-aria-components";
import { Spinner } from "../ui/spinner";

// What the provider lists (containers, Jira sites) share: the error line, the loading line and the
// search box that narrows a long list.

export function ListError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}

export function ListLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner /> Loading…
    </p>
  );
}

export function ListSearch({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField value={value} onChange={onChange} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Input
        type="search"
        placeholder="Type part of a name"
        className="h-10 rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-indigo-500"
      />
    </TextField>
  );
}

/** Said when the search box hides every entry. */
export function NoMatch({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      {children}
    </p>
  );
}
