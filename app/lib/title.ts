export const pageTitle = (title: string) => [{ title: `${title} | Kickoff` }];
