import { Outlet } from "react-router";
import { QueryScope } from "../lib/query-client";

// The pages outside the first-load budget read through the page's query cache from their first render
// (decision 177); `/`, `/dashboard` and the project page get it with their islands instead.
export default function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
