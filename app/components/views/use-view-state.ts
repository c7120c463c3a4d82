import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ViewQuery } from "../../../core/schemas/saved-view";
import { VIEW_ID_PARAM, VIEW_PARAM, viewFromParam, viewToParam } from "../../../core/views/view-url";

// Issue 25: the view lives in the address (?view=<json>, and ?viewId= when it came from a saved
// view), so a reload or a link shows the same tasks. The search box is the view's text: it answers
// each key at once (the list filters deferred), and the address follows a moment after the typing.

const TEXT_DELAY_MS = 300;

export interface ViewState {
  /** The view as the address holds it, with the search box's text. */
  view: ViewQuery;
  /** The saved view it came from, if the address names one. */
  viewId: number | null;
  /** The address held a view when the page opened, and it has not changed since. */
  fromLink: boolean;
  text: string;
  setText: (text: string) => void;
  /** A new view (filters, group, sort); `viewId` names the saved view it is, or null. */
  setView: (view: ViewQuery, viewId?: number | null) => void;
  clear: () => void;
}

export function useViewState(): ViewState {
  const [params, setParams] = useSearchParams();
  const param = params.get(VIEW_PARAM);
  const idParam = params.get(VIEW_ID_PARAM);
  const urlView = useMemo(() => viewFromParam(param), [param]);
  const viewId = idParam && /^[1-9][0-9]{0,15}$/.test(idParam) ? Number(idParam) : null;
  const [text, setTextState] = useState(urlView.text);
  const opened = useRef(param);
  // The last text this hook wrote: the address catching up with it must not undo newer typing.
  const written = useRef(urlView.text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const write = useCallback(
    (view: ViewQuery, id: number | null | undefined) => {
      written.current = view.text;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const value = viewToParam(view);
          if (value) next.set(VIEW_PARAM, value);
          else next.delete(VIEW_PARAM);
          if (id === null || !value) next.delete(VIEW_ID_PARAM);
          else if (id !== undefined) next.set(VIEW_ID_PARAM, String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // A view picked from the menu (or the address changed by back/forward): the box shows its text.
  useEffect(() => {
    if (urlView.text !== written.current) {
      written.current = urlView.text;
      setTextState(urlView.text);
    }
  }, [urlView.text]);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  const latest = useRef(urlView);
  latest.current = urlView;
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => write({ ...latest.current, text: next }, undefined), TEXT_DELAY_MS);
    },
    [write],
  );
  const setView = useCallback(
    (view: ViewQuery, id?: number | null) => {
      if (timer.current) clearTimeout(timer.current);
      setTextState(view.text);
      write(view, id);
    },
    [write],
  );
  const clear = useCallback(() => setView({ text: "", filters: [], groupBy: null, sort: [] }, null), [setView]);

  const view = useMemo(() => ({ ...urlView, text }), [urlView, text]);
  return { view, viewId, fromLink: param !== null && param === opened.current, text, setText, setView, clear };
}
