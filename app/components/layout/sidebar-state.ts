import { useCallback, useEffect, useState } from "react";

// Spec §2.3: collapsed/expanded is remembered separately for project detail pages and all other pages;
// a project detail page starts collapsed to give the board room.

export const isProjectDetailPath = (path: string) => /^\/projects?\/[^/]+/.test(path);

const storageKey = (projectPage: boolean) => `kickoff.sidebar.${projectPage ? "project" : "default"}`;

export function useSidebarCollapsed(pathname: string): [boolean, (v: boolean) => void] {
  const projectPage = isProjectDetailPath(pathname);
  const [collapsed, setCollapsed] = useState(projectPage);

  useEffect(() => {
    const saved = window.localStorage.getItem(storageKey(projectPage));
    setCollapsed(saved === null ? projectPage : saved === "1");
  }, [projectPage]);

  const update = useCallback(
    (v: boolean) => {
      setCollapsed(v);
      window.localStorage.setItem(storageKey(projectPage), v ? "1" : "0");
    },
    [projectPage],
  );
  return [collapsed, update];
}
