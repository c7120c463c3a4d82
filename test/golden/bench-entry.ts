// The golden set as `npm run bench` loads it (bundled with esbuild, like the planner).
export { GOLDEN_IDEAS, GOLDEN_TODAY, VAGUE_IDEAS } from "./ideas";
export { scoreGolden } from "./score";
