import { AlertCircle, ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../ui/button";

/** Spec §2.7: a load error or a missing (or not shared) project. */
export function ProjectLoadError() {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate("/projects");
  };
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center" role="alert">
      <AlertCircle className="mx-auto h-10 w-10 text-red-500" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">Error Loading Project</h1>
      <p className="mt-2 text-slate-600">The project could not be loaded. Please try again later.</p>
      <Button variant="secondary" className="mt-6" onPress={back}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Go Back
      </Button>
    </div>
  );
}
