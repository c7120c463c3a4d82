import { Link, useNavigate } from "react-router";
import { Button } from "../ui/button";
import { AlertCircle, ArrowLeft } from "../ui/icons";

/** The sentence for a project that doesn't exist or isn't shared with the viewer (issue 21). */
export const PROJECT_NOT_FOUND = "Not found, or you don't have access; ask its owner to invite you.";

/**
 * Spec §2.7: a load error. A project that doesn't exist, or that isn't shared with this person, says
 * so instead (issue 21): "try again later" would never help them.
 */
export function ProjectLoadError({ notFound = false }: { notFound?: boolean }) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate("/projects");
  };
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center" role="alert">
      <AlertCircle className="mx-auto h-10 w-10 text-red-500" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">{notFound ? "Project not found" : "Error Loading Project"}</h1>
      <p className="mt-2 text-slate-600">{notFound ? PROJECT_NOT_FOUND : "The project could not be loaded. Please try again later."}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onPress={back}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Go Back
        </Button>
        {notFound && (
          <Link
            to="/projects"
            className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-indigo-700 outline-none hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Your projects
          </Link>
        )}
      </div>
    </div>
  );
}
