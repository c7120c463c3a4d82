export function LandingPage({ signedIn }: { signedIn: boolean }) {
  return (
    <main className="p-10">
      <title>Kickoff | Kickoff</title>
      <h1 className="text-3xl font-bold">Kickoff</h1>
      <a href={signedIn ? "/dashboard" : "/api/login"}>{signedIn ? "Go to Dashboard" : "Log in"}</a>
    </main>
  );
}
