// Team page reads for the loader (SSR in the Worker): straight to the services, no HTTP hop.
export { listMyInvitations } from "../../../worker/services/invitations";
export { listOwnedProjects } from "../../../worker/services/members";
