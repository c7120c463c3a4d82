import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <title>404 Page Not Found | Kickoff</title>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or was moved.</p>
      <Link to="/" className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700">
        Back to dashboard
      </Link>
    </div>
  );
}
