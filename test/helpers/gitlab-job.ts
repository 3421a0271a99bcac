// The variables of a GitLab CI job on `main` pointed at the simulator's seeded production, as the
// command line's end-to-end tests run it.
import type { Simulator } from '../../simulator/server.ts';

export function gitlabJob(sim: Simulator, commit: string): Record<string, string> {
  return {
    AMEZMO_API_KEY: sim.apiKey,
    AMEZMO_BASE_URL: sim.baseUrl,
    AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
    AMEZMO_ENVIRONMENT: 'production',
    CI: 'true',
    GITLAB_CI: 'true',
    CI_COMMIT_SHA: commit,
    CI_PROJECT_PATH: 'acme/shop',
    GITLAB_USER_EMAIL: 'dev@example.com',
  };
}
